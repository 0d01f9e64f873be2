import type { Server } from 'node:http'

export declare function mimeType(fileName: string): string
export declare function resolveInside(root: string, urlPath: string): string | null
export declare function startServer(
  dir: string,
  options?: { host?: string; port?: number; quiet?: boolean },
): Promise<{ server: Server; url: string; close(): Promise<void> }>
