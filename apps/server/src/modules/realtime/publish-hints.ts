/** Sends hints after the commit; a lost one only costs a refetch, so it is logged and never fails the request. */
export async function publishHints(
  request: { log: { warn(obj: object, msg: string): void } },
  hints: Promise<void>[],
) {
  try {
    await Promise.all(hints)
  } catch (error) {
    request.log.warn({ err: error }, 'realtime hint not published')
  }
}
