// prefers-reduced-motion: reduce (an operating-system setting) asks for no animation. style.css
// stops every CSS transition and animation then; scrolls started from code follow this.

/**
 * The behaviour of a scroll started from code: a smooth scroll becomes an instant one when the
 * user asked the system for less motion.
 */
export function scrollBehavior(requested: ScrollBehavior | undefined): ScrollBehavior | undefined {
  if (requested !== 'smooth') return requested
  const reduce =
    typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
  return reduce ? 'auto' : requested
}
