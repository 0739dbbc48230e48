#ifndef LOUPE_DIGEST_H
#define LOUPE_DIGEST_H
#include <stddef.h>
#include <stdint.h>

/* SHA-256 of the concatenation of `count` byte ranges (no copy to join them), into `digest`
   (32 bytes). Returns 0 on success. Through OpenSSL's libcrypto, which uses the CPU's SHA
   instructions where there are some. */
int loupe_sha256(const void *const *parts, const size_t *lengths, size_t count, uint8_t digest[32]);

#endif
