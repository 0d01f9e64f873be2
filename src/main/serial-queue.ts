// Runs async tasks one after another, so read-modify-write updates of one file never interleave.
export function createSerialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(task, task)
    // The next task waits for this one whether it succeeded or failed.
    tail = result.catch(() => undefined)
    return result
  }
}
