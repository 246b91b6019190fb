/** testcontainers, only where a Docker engine answers; the reason when not. */
export async function dockerAvailable(): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    const attempt = getContainerRuntimeClient();
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in 5 s')), 5_000).unref());
    await Promise.race([attempt, timeout]);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: `no Docker engine answers (${(error as Error).message.split('\n')[0]})` };
  }
}
