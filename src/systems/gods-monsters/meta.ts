// What the app lists of this system before its rules code loads (the renderer's system
// catalogue finds every system's meta.ts). The system itself takes its id and name from here.
export const meta = { id: 'gods-monsters', name: 'Gods & Monsters' } as const
