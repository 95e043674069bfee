import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { mirrorOf, styleObject } from './mirror-tree.mjs'

const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="stylesheet" href="/_next/static/chunks/site.css?dpl=1" data-precedence="next"/>
<script src="/_next/static/chunks/main.js" async=""></script>
<title>Studio | Home</title><meta name="description" content="What we do."/></head>
<body class="site-body"><script>document.documentElement.classList.add('light')</script>
<header class="top" style="--h:3rem;margin-top:0"><a href="/apply" class="btn">Apply</a>
<svg viewBox="0 0 24 24" aria-hidden="true"><use href="/sprite/abc.svg#arrow"></use></svg></header>
<!--$--><main><h1 id="t">Hello</h1><p hidden="">later</p>
<label for="e">E-mail</label><input id="e" name="email" value="a@b.co" required="" tabindex="0"/>
<img src="/hero.png" srcset="/hero.png 1x, /hero@2.png 2x" alt=""/></main><!--/$-->
<script>self.__next_f.push([1,"payload"])</script></body></html>`

describe('mirrorOf', () => {
  const mirror = mirrorOf(page, '/ours')

  it('keeps the title, description, body class and stylesheets, moved under the prefix', () => {
    expect(mirror).toMatchObject({ title: 'Studio | Home', description: 'What we do.', bodyClass: 'site-body', stylesheets: ['/ours/_next/static/chunks/site.css?dpl=1'] })
  })

  it('renders the body as the same markup, without our scripts', () => {
    const html = renderToStaticMarkup(createElement('div', null, mirror.children))
    expect(html).not.toContain('script')
    expect(html).not.toContain('payload')
    expect(html).toContain('<header class="top" style="--h:3rem;margin-top:0"><a href="/apply" class="btn">Apply</a>')
    expect(html).toContain('<svg viewBox="0 0 24 24" aria-hidden="true"><use href="/ours/sprite/abc.svg#arrow"></use></svg>')
    expect(html).toContain('<p hidden="">later</p>')
    expect(html).toContain('<label for="e">E-mail</label><input id="e" required="" tabindex="0" name="email" value="a@b.co"/>')
    expect(html).toContain('<img src="/ours/hero.png" srcSet="/ours/hero.png 1x, /ours/hero@2.png 2x" alt=""/>')
  })

  it('refuses a document without a body', () => {
    expect(() => mirrorOf('<p>fragment</p>')).toThrow(/no <head> or <body>/)
  })
})

describe('styleObject', () => {
  it('camel-cases properties and keeps custom properties and values with colons', () => {
    expect(styleObject('background-image: url(data:x); --gap:1rem; ;color:red')).toEqual({ backgroundImage: 'url(data:x)', '--gap': '1rem', color: 'red' })
  })
})
