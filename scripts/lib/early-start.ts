import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { start } from './exec'

/** The environment variable naming the file whose appearance lets an early-started command go on. */
export const GO_FILE_VARIABLE = 'EARLY_START_GO_FILE'

export interface EarlyStart {
  /**
   * Lets the command go on past its preparation, waits for it to end and prints what it wrote;
   * resolves with its exit code.
   */
  finish: () => Promise<number>
}

/**
 * Starts a command whose first part is slow and needs no cores of its own (installing packages,
 * fetching and building images) while the steps before it run; the command waits, once prepared,
 * for `goFile` to appear before it does its real work (the caller's `finish`). Its output goes to
 * `logFile` meanwhile, so it does not interleave with the other steps' output.
 */
export async function startEarly(
  command: string,
  args: readonly string[],
  files: { goFile: string; logFile: string },
): Promise<EarlyStart> {
  await rm(files.goFile, { force: true })
  const outputFd = openSync(files.logFile, 'w')
  const { exitCode } = start(command, args, { env: { [GO_FILE_VARIABLE]: files.goFile }, outputFd })
  return {
    finish: async () => {
      writeFileSync(files.goFile, '')
      const code = await exitCode
      closeSync(outputFd)
      process.stdout.write(readFileSync(files.logFile, 'utf8'))
      await rm(files.goFile, { force: true })
      return code
    },
  }
}
