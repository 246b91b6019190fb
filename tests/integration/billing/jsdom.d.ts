// jsdom ships no types: what the pain.001 test uses of it (an XML parser).
declare module 'jsdom' {
  export class JSDOM {
    constructor(markup: string, options?: { contentType?: string });
    readonly window: { document: Document };
  }
}
