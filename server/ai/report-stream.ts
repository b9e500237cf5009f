// Reads a report's JSON as the model writes it and tells each top-level property the moment its
// value is complete, so a job can show "summary" while "items" is still being written. The text
// may arrive split anywhere (inside a string, an escape or a multi-byte character): the streaming
// parser keeps its own state between chunks.
import { JSONParser } from '@streamparser/json';

/** The streamed text is not one JSON object (garbage, a top-level array, text after the object). */
export class ReportStreamError extends Error {}

export class ReportStream {
  private readonly parser = new JSONParser({ paths: ['$.*'], keepStack: false });
  private readonly sections: Record<string, unknown> = {};
  private opened = false;
  private closed = false;
  private failure: unknown;
  /** What onSection threw: the parser rethrows it unchanged, and it must reach the writer as such. */
  private sectionError: unknown;

  /** `onSection` runs once per top-level property, in the order written; an error it throws stops the stream and reaches the caller of write. */
  constructor(private readonly onSection: (name: string, value: unknown) => void) {
    this.parser.onValue = ({ key, value }) => {
      if (typeof key !== 'string') throw new ReportStreamError('the report is not a JSON object');
      this.sections[key] = value;
      try {
        this.onSection(key, value);
      } catch (error) {
        this.sectionError = error;
        throw error;
      }
    };
    this.parser.onEnd = () => {
      this.closed = true;
    };
  }

  /** Feeds the next piece of text. Throws a ReportStreamError when the text cannot be the report. */
  write(text: string): void {
    if (this.failure !== undefined) throw this.failure;
    if (!this.opened) {
      // The parser would take `"text"` or `42` as a whole document; a report is an object.
      text = text.trimStart();
      if (!text) return;
      if (!text.startsWith('{')) this.fail(new ReportStreamError('the report does not start with "{"'));
      this.opened = true;
    }
    try {
      // After the closing brace the parser still reads: whitespace passes, anything else throws.
      this.parser.write(text);
    } catch (error) {
      if (error === this.sectionError) this.fail(error);
      this.fail(error instanceof ReportStreamError ? error : new ReportStreamError(String(error)));
    }
  }

  /** The whole report once its closing brace was read; throws a ReportStreamError when it never was. */
  end(): Record<string, unknown> {
    if (this.failure !== undefined) throw this.failure;
    if (!this.closed) throw new ReportStreamError('the report ended before its closing brace');
    return this.sections;
  }

  private fail(error: unknown): never {
    this.failure = error;
    throw error;
  }
}
