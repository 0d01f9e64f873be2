// Taking in a picture the user pasted, dropped or picked: checked from its bytes (shared/images.ts)
// before the browser decodes it, decoded and scaled down to at most maxStoredSide on its longer
// side, encoded again (JPEG when it is opaque, PNG when it has transparency, the two formats a
// printed PDF can embed), checked again as an import would check it, and hashed for
// deduplication. Nothing here stores anything: a refusal leaves everything as it was.
import { checkImage, imageHash, maxImageBytes, storedSize, type ImageCheck } from '@shared/images'

/** Why a picture was refused: the checks' reasons, or a file the browser could not decode. */
type IntakeProblem = Extract<ImageCheck, { ok: false }>['problem'] | 'damaged'

export type Intake =
  | {
      ok: true
      bytes: Uint8Array
      type: 'image/png' | 'image/jpeg'
      width: number
      height: number
      hash: string
    }
  | { ok: false; problem: IntakeProblem }

const jpegQuality = 0.88

/** What the decoded picture is drawn on; a canvas element where OffscreenCanvas is missing. */
interface Surface {
  getContext(kind: '2d'): OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null
  encode(type: string, quality?: number): Promise<Blob | null>
}

function surface(width: number, height: number): Surface {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height)
    return {
      getContext: (kind) => canvas.getContext(kind),
      encode: (type, quality) => canvas.convertToBlob({ type, quality }),
    }
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  return {
    getContext: (kind) => canvas.getContext(kind),
    encode: (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)),
  }
}

/** True when any pixel is less than fully opaque. */
function hasTransparency(pixels: Uint8ClampedArray): boolean {
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! < 255) return true
  return false
}

/** Takes in one picture. Never throws: a picture that cannot be used comes back with why. */
export async function takeImage(file: Blob): Promise<Intake> {
  // The size first, before a large file is read at all.
  if (file.size === 0) return { ok: false, problem: 'empty' }
  if (file.size > maxImageBytes) return { ok: false, problem: 'too-large' }
  const original = new Uint8Array(await file.arrayBuffer())
  const check = checkImage(original)
  if (!check.ok) return { ok: false, problem: check.problem }

  const size = storedSize(check.width, check.height)
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(new Blob([original], { type: check.type }), {
      resizeWidth: size.width,
      resizeHeight: size.height,
      resizeQuality: 'high',
    })
  } catch {
    return { ok: false, problem: 'damaged' }
  }
  try {
    const canvas = surface(size.width, size.height)
    const context = canvas.getContext('2d')
    if (!context) return { ok: false, problem: 'damaged' }
    context.drawImage(bitmap, 0, 0)
    const pixels = context.getImageData(0, 0, size.width, size.height).data
    const type = hasTransparency(pixels) ? 'image/png' : 'image/jpeg'
    const encoded = await canvas.encode(type, type === 'image/jpeg' ? jpegQuality : undefined)
    if (!encoded) return { ok: false, problem: 'damaged' }
    const bytes = new Uint8Array(await encoded.arrayBuffer())
    // What is stored must pass the check every import makes.
    const stored = checkImage(bytes)
    if (!stored.ok || stored.type !== type) return { ok: false, problem: 'damaged' }
    return {
      ok: true,
      bytes,
      type,
      width: stored.width,
      height: stored.height,
      hash: await imageHash(bytes),
    }
  } catch {
    return { ok: false, problem: 'damaged' }
  } finally {
    bitmap.close()
  }
}
