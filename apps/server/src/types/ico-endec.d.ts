/** ico-endec 0.1.6 ships no types: what Congrega calls (plugins/web-icons.ts and its test). */
declare module 'ico-endec' {
  const icoEndec: {
    encode(images: (Buffer | ArrayBuffer)[]): Buffer;
    decode(ico: Buffer | ArrayBuffer): { width: number; height: number; imageType: string; imageData: Buffer }[];
  };
  export default icoEndec;
}
