/**
 * CRC-32 (the gzip trailer's checksum) of a concatenation from the CRCs of its pieces, without reading
 * the pieces again: crc(A ‖ B) = crc(A) · x^(8·|B|) ⊕ crc(B), multiplied modulo the CRC polynomial.
 * The factor for a length (`crc32Shift`) is computed once per piece; combining is one multiplication
 * of two 32-bit polynomials. Bits are reflected, as zlib's CRC-32 has them (x^0 is the top bit).
 */
const POLYNOMIAL = 0xedb88320;
const X_POWER_0 = 0x80000000;

/** a · b modulo the polynomial. */
function multiplyModulo(a: number, b: number): number {
  let product = 0;
  let factor = b;
  for (let bit = X_POWER_0; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= factor;
    factor = factor & 1 ? (factor >>> 1) ^ POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31 (squaring the one before). */
const X_POWER_OF_TWO: number[] = [];
for (let k = 0, power = X_POWER_0 >>> 1; k < 32; k++, power = multiplyModulo(power, power)) X_POWER_OF_TWO.push(power);

/** x^(8·length) modulo the polynomial: what a CRC is multiplied by when `length` bytes follow it. */
export function crc32Shift(length: number): number {
  let power = X_POWER_0;
  // 8·length = length · 2^3: start at x^(2^3) and square along the bits of length.
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) power = multiplyModulo(X_POWER_OF_TWO[k % 32]!, power);
  }
  return power;
}

/** The CRC-32 of A ‖ B from crc(A), crc(B) and `crc32Shift(|B|)`. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModulo(shiftB, crcA) ^ crcB) >>> 0;
}
