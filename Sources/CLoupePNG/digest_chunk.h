// The chunk a reference PNG carries its pixel digest in (written by loupe_png_write.c, read by
// loupe_png_fast.c). "loPX": ancillary (lower-case l), private (lower-case o), and not safe to
// copy (upper-case X), so a PNG editor that changes the image drops it, as the PNG specification
// asks of editors. Its data: a version byte, the digest (8 bytes, most significant first, as PNG
// writes numbers) and the CRC-32 of the IDAT bytes it describes.
#ifndef LOUPE_DIGEST_CHUNK_H
#define LOUPE_DIGEST_CHUNK_H
static const char loupe_digest_chunk_type[5] = "loPX";
enum { loupe_digest_chunk_version = 1, loupe_digest_chunk_length = 13 };
#endif
