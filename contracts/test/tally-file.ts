/**
 * Reads a Tally import file back for tests: a small XML reader (elements, attributes, text and the five
 * predefined entities; no DTDs or CDATA, which the file never has) and the checks every file must pass.
 */

export interface XmlNode {
  name: string
  attrs: Record<string, string>
  children: XmlNode[]
  text: string
}

const decodeEntities = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

/** Parses well-formed XML or throws: a stray `<` or `&`, or a mismatched end tag, is an error. */
export function parseXml(xml: string): XmlNode {
  const body = xml.replace(/^<\?xml[^?]*\?>/, '')
  const root: XmlNode = { name: '#root', attrs: {}, children: [], text: '' }
  const stack: XmlNode[] = [root]
  const token = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy
  let at = 0
  while (at < body.length) {
    token.lastIndex = at
    const match = token.exec(body)
    if (!match) throw new Error(`Malformed XML at ${at}: ${body.slice(at, at + 40)}`)
    at = token.lastIndex
    const [, closing, name, attrText, selfClosing, text] = match
    const top = stack[stack.length - 1]!
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`Bare & in ${text}`)
      top.text += decodeEntities(text)
    } else if (closing) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`)
      stack.pop()
    } else {
      const attrs: Record<string, string> = {}
      for (const [, key, value] of (attrText ?? '').matchAll(/([\w.:-]+)="([^"]*)"/g)) {
        attrs[key!] = decodeEntities(value!)
      }
      const node: XmlNode = { name: name!, attrs, children: [], text: '' }
      top.children.push(node)
      if (!selfClosing) stack.push(node)
    }
  }
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1]!.name}> never closed`)
  return root.children[0]!
}

/** Every descendant named `name`, in document order. */
export function findAll(node: XmlNode, name: string): XmlNode[] {
  return node.children.flatMap((child) => [...(child.name === name ? [child] : []), ...findAll(child, name)])
}

export const childText = (node: XmlNode, name: string): string | undefined =>
  node.children.find((child) => child.name === name)?.text

/** Rupees with two decimals back to paise, exactly. */
export const amountPaise = (amount: string): number => {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount)
  if (!match) throw new Error(`Not a Tally amount: ${amount}`)
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]))
}

/**
 * What a file says, after checking what Tally needs: the envelope's frame, every voucher balancing to
 * 0 with a debit marked ISDEEMEDPOSITIVE Yes, every ledger a voucher names defined as a master first.
 */
export function readTallyFile(xml: string) {
  const envelope = parseXml(xml)
  if (envelope.name !== 'ENVELOPE') throw new Error('No ENVELOPE')
  const header = envelope.children.find((child) => child.name === 'HEADER')
  if (childText(header!, 'TALLYREQUEST') !== 'Import Data') throw new Error('Not an Import Data request')
  const [importData] = findAll(envelope, 'IMPORTDATA')
  const reportName = findAll(importData!, 'REPORTNAME')[0]?.text
  const messages = findAll(importData!, 'TALLYMESSAGE')
  const ledgers: { name: string; parent: string }[] = []
  const vouchers: {
    type: string
    date: string
    number: string
    party?: string
    narration?: string
    lines: { ledger: string; paise: number }[]
  }[] = []
  for (const message of messages) {
    if (message.attrs['xmlns:UDF'] !== 'TallyUDF') throw new Error('TALLYMESSAGE without its UDF namespace')
    for (const ledger of message.children.filter((child) => child.name === 'LEDGER')) {
      const listed = findAll(ledger, 'NAME')[0]?.text
      if (ledger.attrs.ACTION !== 'Create' || listed !== ledger.attrs.NAME) throw new Error('Bad LEDGER')
      if (vouchers.length > 0) throw new Error('A master after the vouchers')
      ledgers.push({ name: ledger.attrs.NAME!, parent: childText(ledger, 'PARENT') ?? '' })
    }
    for (const voucher of message.children.filter((child) => child.name === 'VOUCHER')) {
      const type = childText(voucher, 'VOUCHERTYPENAME') ?? ''
      if (voucher.attrs.VCHTYPE !== type || voucher.attrs.ACTION !== 'Create') throw new Error('Bad VOUCHER')
      const lines = findAll(voucher, 'ALLLEDGERENTRIES.LIST').map((line) => {
        const paise = amountPaise(childText(line, 'AMOUNT') ?? '')
        if ((childText(line, 'ISDEEMEDPOSITIVE') === 'Yes') !== paise < 0) throw new Error('Debit sign')
        return { ledger: childText(line, 'LEDGERNAME')!, paise }
      })
      vouchers.push({
        type,
        date: childText(voucher, 'DATE') ?? '',
        number: childText(voucher, 'VOUCHERNUMBER') ?? '',
        party: childText(voucher, 'PARTYLEDGERNAME'),
        narration: childText(voucher, 'NARRATION'),
        lines,
      })
    }
  }
  const defined = new Set(ledgers.map((ledger) => ledger.name))
  for (const voucher of vouchers) {
    const sum = voucher.lines.reduce((total, line) => total + line.paise, 0)
    if (sum !== 0) throw new Error(`Voucher ${voucher.number} sums to ${sum} paise`)
    for (const name of [
      ...voucher.lines.map((line) => line.ledger),
      ...(voucher.party ? [voucher.party] : []),
    ]) {
      if (!defined.has(name)) throw new Error(`Voucher ${voucher.number} names undefined ledger ${name}`)
    }
  }
  return { reportName, ledgers, vouchers }
}
