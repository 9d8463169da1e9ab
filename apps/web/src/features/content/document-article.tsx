import type { RulesBlock } from './rules-document.ts'

/** A document in the Rules page's format (rules, tutorials), rendered block by block as React elements. */
export function DocumentArticle({ blocks }: { blocks: RulesBlock[] }) {
  return (
    <article className="max-w-3xl space-y-4 rounded-2xl border border-night-700 bg-night-850 p-5 text-sm leading-relaxed text-slate-300 sm:p-8">
      {blocks.map((block, index) => (
        // The document is rendered whole each time; its blocks have no identity beyond their place.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <BlockView key={index} block={block} />
      ))}
    </article>
  )
}

function BlockView({ block }: { block: RulesBlock }) {
  switch (block.kind) {
    case 'heading':
      return block.level === 1 ? (
        <h2 className="text-xl font-black text-white">{block.text}</h2>
      ) : (
        <h3 className="pt-2 text-base font-bold text-gold-300">{block.text}</h3>
      )
    case 'list':
      return (
        <ul className="list-disc space-y-1 pl-5">
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are plain text in document order
            <li key={index}>{item}</li>
          ))}
        </ul>
      )
    case 'paragraph':
      return <p className="whitespace-pre-line">{block.text}</p>
  }
}
