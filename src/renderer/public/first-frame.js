// @ts-check
// Paints a returning user's library before the app's scripts have loaded: the copy that the last
// session kept (src/renderer/src/first-frame.ts writes it; read that file for the format and
// when a copy is kept or dropped). A classic script, so it runs while the page is parsing, and
// copied as it is (src/renderer/public). It only builds elements and text: no markup is parsed,
// and it drops what first-frame.ts never writes (scripts, handlers, outside URLs), since storage
// is input. Any problem leaves #app empty, as without a copy.
;(function () {
  'use strict'
  var svg = 'http://www.w3.org/2000/svg'
  var skipped =
    /^(script|style|template|iframe|object|embed|link|meta|base|noscript|canvas|video|audio|img|foreignobject|dialog)$/i
  var urls = /^(href|src|xlink:href|action|formaction|srcset)$/i
  var maxDepth = 200
  var budget = 20000 // nodes

  /** @param {string} name @param {unknown} value */
  function keeps(name, value) {
    if (typeof value !== 'string' || /^on/i.test(name) || !/^[A-Za-z_:][\w:.-]*$/.test(name))
      return false
    return urls.test(name) ? /^(#|\.?\/(?!\/))/.test(value) : true
  }

  /** @param {unknown} node @param {number} depth @returns {Node | null} */
  function build(node, depth) {
    if (--budget < 0 || depth > maxDepth) throw new Error('first frame too large')
    if (typeof node === 'string') return document.createTextNode(node)
    if (!Array.isArray(node) || typeof node[0] !== 'string') throw new Error('bad node')
    var tag = node[0]
    var inSvg = tag.indexOf('svg:') === 0
    var local = inSvg ? tag.slice(4) : tag
    if (skipped.test(local) || !/^[A-Za-z][\w-]*$/.test(local)) return null
    var element = inSvg ? document.createElementNS(svg, local) : document.createElement(local)
    var attributes = node[1]
    if (attributes && typeof attributes === 'object')
      for (var name in attributes)
        if (Object.prototype.hasOwnProperty.call(attributes, name) && keeps(name, attributes[name]))
          element.setAttribute(name, attributes[name])
    var children = Array.isArray(node[2]) ? node[2] : []
    for (var i = 0; i < children.length; i++) {
      var child = build(children[i], depth + 1)
      if (child) element.appendChild(child)
    }
    return element
  }

  try {
    var root = document.documentElement
    // Colours first, as main.ts does (theme-cache.ts), so nothing flashes in the wrong theme.
    var theme = localStorage.getItem('quillkeep.theme')
    if (theme !== 'light' && theme !== 'dark')
      theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
    root.dataset.theme = theme

    var text = localStorage.getItem('quillkeep.first-frame.v1')
    var app = document.getElementById('app')
    var entry = document.querySelector('script[type="module"][src]')
    if (!text || !app || !entry || app.firstChild) return
    var frame = JSON.parse(text)
    // A language asked for in the address (?locale=, i18n.ts localeOverride) is not the cached one.
    if (/[?&]locale=/.test(location.search || '')) return
    var path = decodeURI(location.hash.slice(1)) || '/'
    if (path === '/') path = '/characters'
    if (
      !frame ||
      frame.build !== /** @type {HTMLScriptElement} */ (entry).src ||
      frame.path !== path ||
      frame.locale !== (localStorage.getItem('quillkeep.locale') || '') ||
      !Array.isArray(frame.nodes)
    )
      return
    var copy = document.createDocumentFragment()
    for (var i = 0; i < frame.nodes.length; i++) {
      var node = build(frame.nodes[i], 0)
      if (node) copy.appendChild(node)
    }
    if (typeof frame.lang === 'string' && /^[A-Za-z-]{2,20}$/.test(frame.lang))
      root.lang = frame.lang
    app.setAttribute('inert', '')
    app.setAttribute('aria-busy', 'true')
    app.appendChild(copy)
    root.dataset.firstFrame = 'shown'
  } catch {
    // A damaged copy: forget it, and start as without one.
    try {
      localStorage.removeItem('quillkeep.first-frame.v1')
    } catch {
      // storage switched off
    }
  }
})()
