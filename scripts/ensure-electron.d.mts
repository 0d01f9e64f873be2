type Env = Record<string, string | undefined>
type Version = [number, number, number]

export interface InstallerResult {
  status: number | null
  stderr: string
}

export interface EnsureElectronDeps {
  electronDir: string
  env: Env
  platform: string
  arch: string
  nodeVersion: string
  home: string
  exists(path: string): boolean
  readText(path: string): string
  runInstaller(installScript: string): Promise<InstallerResult>
  out: { write(text: string): unknown }
  exit(code: number): void
}

export declare function platformExecutable(platform: string): string | null
export declare function downloadTarget(
  env: Env,
  platform: string,
  arch: string,
): { platform: string; arch: string }
export declare function isElectronInstalled(check: {
  electronDir: string
  version: string
  env: Env
  platform: string
  exists(path: string): boolean
  readText(path: string): string
}): boolean
export declare function minimumNodeVersion(range: string | undefined): Version | null
export declare function isOlderThan(version: string, minimum: Version): boolean
export declare function formatVersion(version: Version): string
export declare function lastErrorLine(stderr: string): string
export declare function runtimeDownload(target: {
  version: string
  platform: string
  arch: string
  env: Env
}): { zipName: string; url: string }
export declare function electronCacheRoot(env: Env, platform: string, home: string): string
export declare function cacheFolderFor(url: string): string
export declare function npmCommand(env: Env): string
export declare function oldNodeLine(nodeVersion: string, minimum: Version): string
export declare function downloadFailedMessage(details: {
  version: string
  errorLine: string
  zipName: string
  url: string
  cacheDir: string
  command: string
}): string
export declare function ensureElectron(deps: EnsureElectronDeps): Promise<number>
export declare function runNodeScript(scriptPath: string, env?: Env): Promise<InstallerResult>
export declare function nodeDeps(): EnsureElectronDeps
export declare function main(makeDeps?: () => EnsureElectronDeps): Promise<void>
