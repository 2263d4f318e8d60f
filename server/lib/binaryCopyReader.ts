// COPY's binary format, read as it arrives in chunks cut anywhere: a header, then each row as its
// number of fields and each field as its length (-1: null) and its bytes, then -1 where a row would
// start. A text column's bytes are the text as stored, in UTF-8, with nothing escaped or quoted, so
// the first column's bytes are passed on untouched; the other columns are kept for the last row that
// had them (a batch names its last key on one row only).

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1')
// The signature, the flags and the length of the header's extension.
const HEADER_BYTES = SIGNATURE.length + 8

type Step = 'header' | 'extension' | 'fieldCount' | 'fieldLength' | 'fieldData' | 'ended'

export class BinaryCopyReader {
  /** Rows read so far. */
  rows = 0
  #step: Step = 'header'
  // A header or a length cut across two chunks, gathered here.
  #word = Buffer.alloc(HEADER_BYTES)
  #wordBytes = 0
  #fieldsLeft = 0
  #field = 0
  #dataLeft = 0
  #current: Buffer[] = []
  readonly #kept: (string | null)[]

  /** `columns`: how many fields each row has; the first is passed on, the others kept. */
  constructor(private readonly columns: number) {
    this.#kept = Array.from({ length: columns - 1 }, () => null)
  }

  /** A column after the first, as the last row that had it held it. */
  kept(column: number): string | null {
    return this.#kept[column - 1] ?? null
  }

  /** Whether the end of the data has been read. */
  get ended(): boolean {
    return this.#step === 'ended'
  }

  /** The first column's bytes in this chunk, one after the other; null if it holds none. */
  read(chunk: Buffer): Buffer | null {
    const out = Buffer.allocUnsafe(chunk.length)
    let written = 0
    let at = 0
    while (at < chunk.length) {
      if (this.#step === 'fieldData') {
        const n = Math.min(this.#dataLeft, chunk.length - at)
        if (this.#field === 0) written += chunk.copy(out, written, at, at + n)
        else this.#current.push(chunk.subarray(at, at + n))
        at += n
        this.#dataLeft -= n
        if (this.#dataLeft === 0) this.#endField()
        continue
      }
      if (this.#step === 'ended') throw new Error('COPY sent data after its end')
      const size = this.#wordSize()
      if (this.#wordBytes === 0 && at + size <= chunk.length) {
        // Read in place, as nearly every length is: a copy per field would cost more than the line's own.
        this.#takeWord(chunk, at)
        at += size
        continue
      }
      const n = Math.min(size - this.#wordBytes, chunk.length - at)
      chunk.copy(this.#word, this.#wordBytes, at, at + n)
      this.#wordBytes += n
      at += n
      if (this.#wordBytes === size) {
        this.#wordBytes = 0
        this.#takeWord(this.#word, 0)
      }
    }
    return written > 0 ? out.subarray(0, written) : null
  }

  #wordSize(): number {
    if (this.#step === 'header') return HEADER_BYTES
    if (this.#step === 'fieldCount') return 2
    if (this.#step === 'extension') return 1
    return 4
  }

  #takeWord(word: Buffer, at: number): void {
    switch (this.#step) {
      case 'header': {
        if (!word.subarray(at, at + SIGNATURE.length).equals(SIGNATURE)) throw new Error('not a binary COPY')
        this.#dataLeft = word.readInt32BE(at + SIGNATURE.length + 4)
        this.#step = this.#dataLeft > 0 ? 'extension' : 'fieldCount'
        return
      }
      case 'extension':
        // One byte of the extension at a time: none is sent today.
        if (--this.#dataLeft === 0) this.#step = 'fieldCount'
        return
      case 'fieldCount': {
        const fields = word.readInt16BE(at)
        if (fields === -1) this.#step = 'ended'
        else if (fields !== this.columns) throw new Error(`COPY sent ${fields} fields, not ${this.columns}`)
        else {
          this.#fieldsLeft = fields
          this.#field = 0
          this.#step = 'fieldLength'
        }
        return
      }
      case 'fieldLength': {
        const length = word.readInt32BE(at)
        this.#dataLeft = Math.max(length, 0)
        this.#current = []
        if (length > 0) this.#step = 'fieldData'
        else this.#endField(length === -1)
        return
      }
    }
  }

  #endField(isNull = false): void {
    if (this.#field > 0 && !isNull)
      this.#kept[this.#field - 1] = Buffer.concat(this.#current).toString('utf8')
    this.#field++
    if (--this.#fieldsLeft > 0) this.#step = 'fieldLength'
    else {
      this.rows++
      this.#step = 'fieldCount'
    }
  }
}
