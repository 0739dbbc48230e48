// SHA-256 for the fonts' checksums and the gallery's image names. GLib's checksum, used before,
// hashed about 170 MB/s here; libcrypto hashes about 1.4 GB/s with the CPU's SHA instructions
// (measured on 14 MB, the size of a gallery scene), and half of a gallery re-run had been hashing.
// The EVP interface, not SHA256(): the latter is deprecated in OpenSSL 3.
#include "loupe_digest.h"
#include <openssl/evp.h>

int loupe_sha256(const void *const *parts, const size_t *lengths, size_t count, uint8_t digest[32]) {
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    if (!context) return 1;
    int ok = EVP_DigestInit_ex(context, EVP_sha256(), NULL);
    for (size_t i = 0; ok && i < count; i++) ok = EVP_DigestUpdate(context, parts[i], lengths[i]);
    unsigned int length = 0;
    if (ok) ok = EVP_DigestFinal_ex(context, digest, &length) && length == 32;
    EVP_MD_CTX_free(context);
    return ok ? 0 : 1;
}
