import { existsSync, mkdirSync, unlinkSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { dirname } from 'node:path'
import { dataPaths, loadSnapshot, replayJournal, syncDirectory, writeSnapshotSync } from './data-file'
import { type DataFileOptions, JournalWriter, type Persistence } from './journal-writer'
import type { Store } from './store'

export { dataPaths } from './data-file'
export type { DataFileOptions, Persistence } from './journal-writer'

/**
 * Loads the data file's state into the (seeded) store, replaying its journals, then starts journaling
 * the store's writes. A start that replayed anything writes a fresh snapshot first, so every run
 * begins with a short journal. Refuses (throws) rather than serve a state it could not fully read.
 */
export async function openDataFile(
  store: Store,
  file: string,
  options: DataFileOptions,
): Promise<Persistence> {
  const { now, log } = options
  const paths = dataPaths(file)
  mkdirSync(dirname(file), { recursive: true })
  const journals = [paths.oldJournal, paths.journal].filter((path) => existsSync(path))
  const hasSnapshot = existsSync(paths.snapshot)
  if (!hasSnapshot && journals.length > 0) {
    throw new Error(`${journals[0]} has no snapshot ${file} to replay onto; the data is not loaded.`)
  }
  let sequence = hasSnapshot ? loadSnapshot(store, paths.snapshot) : 0
  journals.forEach((path, i) => {
    sequence = replayJournal(store, path, sequence, i === journals.length - 1, log)
  })
  if (!hasSnapshot || journals.length > 0) {
    writeSnapshotSync(file, store.snapshot(), sequence, now())
    for (const path of journals) unlinkSync(path)
  }
  const handle = await open(paths.journal, 'a')
  syncDirectory(paths.journal)
  return new JournalWriter(store, file, handle, sequence, options)
}
