/** npm `subset-font` (HarfBuzz's hb-subset in WebAssembly) ships no types: the one call lib/pdf-writer.ts makes. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; preserveNameIds?: number[]; keepFeatures?: string[] },
  ): Promise<Buffer>;
}
