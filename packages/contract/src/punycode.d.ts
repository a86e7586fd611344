/**
 * punycode.js (Mathias Bynens), by its file: the bare name 'punycode' is Node's deprecated core
 * module on the server, and @types/node's types answer for it.
 */
declare module 'punycode/punycode.js' {
  interface Punycode {
    /** An ACE label's punycode (what follows 'xn--') as Unicode; throws a RangeError on junk. */
    decode(input: string): string;
    encode(input: string): string;
    toUnicode(input: string): string;
    toASCII(input: string): string;
  }
  const punycode: Punycode;
  export default punycode;
}
