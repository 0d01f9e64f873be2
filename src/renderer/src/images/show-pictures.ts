// Fills the pictures of rendered Markdown (journal/markdown.ts leaves `<img data-picture>` without
// a source) from the database (through `pictureUrl`, the pictures store's): each gets its stored Blob's `blob:` URL, which the CSP allows. A
// picture that is not stored, or that the browser cannot show, becomes a "picture missing" mark
// in its place, never a broken image.
/** What stands in for a missing picture: its alternative text, if any, gives the context. */
function missingMark(image: HTMLImageElement, label: string): HTMLElement {
  const mark = document.createElement('span')
  mark.className = `picture-missing ${image.className}`.trim()
  mark.setAttribute('role', 'img')
  const alt = image.getAttribute('alt') ?? ''
  mark.setAttribute('aria-label', alt ? `${label}: ${alt}` : label)
  mark.dataset.picture = image.dataset.picture ?? ''
  mark.textContent = alt ? `${label}: ${alt}` : label
  return mark
}

/** Gives every picture under `root` its source, or the missing mark; resolves when all are done. */
export async function showPictures(
  root: ParentNode,
  pictureUrl: (hash: string) => Promise<string | undefined>,
  missingLabel: string,
): Promise<void> {
  const images = [...root.querySelectorAll<HTMLImageElement>('img[data-picture]')]
  await Promise.all(
    images.map(async (image) => {
      if (image.getAttribute('src')) return
      const hash = image.dataset.picture ?? ''
      const url = await pictureUrl(hash)
      if (!url) {
        image.replaceWith(missingMark(image, missingLabel))
        return
      }
      image.addEventListener('error', () => image.replaceWith(missingMark(image, missingLabel)), {
        once: true,
      })
      image.src = url
    }),
  )
}
