import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, unlinkSync } from 'node:fs'
import { open, readFile, rename, unlink } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Uploaded images of a `--data` server, one file each in `<data>.files/`, so the journal and the
 * snapshot carry only their names and sizes. A file is complete on disk (fsynced, renamed into place)
 * before the row naming it is written; files no row names (a crash in between, a reset) are swept.
 */
export class FileDirectory {
  /** Names written whose rows are not committed yet: a sweep must leave them alone. */
  readonly #writing = new Set<string>()

  constructor(readonly path: string) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    const target = join(this.path, name)
    const temp = `${target}.tmp`
    this.#writing.add(name)
    mkdirSync(this.path, { recursive: true })
    const handle = await open(temp, 'w')
    try {
      await handle.writeFile(bytes)
      await handle.datasync()
    } finally {
      await handle.close()
    }
    await rename(temp, target)
    const dir = openSync(this.path, 'r')
    try {
      fsyncSync(dir)
    } finally {
      closeSync(dir)
    }
  }

  /** The row naming `name` is committed (or given up): a sweep may now judge the file. */
  settled(name: string): void {
    this.#writing.delete(name)
  }

  async read(name: string): Promise<Buffer | null> {
    return readFile(join(this.path, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null
      throw error
    })
  }

  async remove(name: string): Promise<void> {
    await unlink(join(this.path, name)).catch(() => {})
  }

  /** Deletes every file that `keep` does not name and no upload is writing. */
  sweep(keep: (name: string) => boolean): void {
    mkdirSync(this.path, { recursive: true })
    for (const entry of readdirSync(this.path)) {
      const name = entry.endsWith('.tmp') ? entry.slice(0, -'.tmp'.length) : entry
      if (this.#writing.has(name) || (entry === name && keep(name))) continue
      unlinkSync(join(this.path, entry))
    }
  }
}
