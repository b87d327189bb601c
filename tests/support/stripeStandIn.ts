// TEST DOUBLE — an offline stand-in for the parts of Stripe's REST API the product calls
// (customers, embedded checkout sessions, billing portal sessions, subscriptions and their invoices,
// products, prices), with Stripe's idempotency-key replay. The `stripe` SDK reaches it through
// STRIPE_API_HOST/PORT/PROTOCOL. Production always talks to Stripe itself. Routes under
// /__control let a browser test play the customer's part (finish a checkout) or make Stripe unreachable.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** As Stripe: 'no_payment_required' when the first invoice is R$ 0 (a 100 % code). */
type PaymentStatus = 'paid' | 'unpaid' | 'no_payment_required'

type Obj = Record<string, unknown>

/** Parses Stripe's form encoding (`line_items[0][price_data][unit_amount]=9790`) into objects and arrays. */
export function parseStripeForm(body: string): Obj {
  const root: Obj = {}
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[')
    let node: Obj = root
    parts.forEach((part, i) => {
      const last = i === parts.length - 1
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]!)
      if (last) node[part] = value
      else {
        node[part] ??= nextIsIndex ? [] : {}
        node = node[part] as Obj
      }
    })
  }
  return root
}

const error = (res: http.ServerResponse, status: number, message: string, param?: string) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(
    JSON.stringify({
      error: {
        type: 'invalid_request_error',
        message,
        // As Stripe: what was asked about does not exist (any more).
        ...(message.startsWith('No such ') ? { code: 'resource_missing' } : {}),
        ...(param ? { param } : {}),
      },
    }),
  )
}

/**
 * A coupon's discount on an amount. Stripe rounds a percent discount to the nearest centavo; the
 * direction of an exact half is Stripe's business, so the product never sends such a case (it uses
 * an amount-off coupon there, src/lib/promo.ts stripeDiscountFor) and this refuses to guess.
 */
function discountOf(coupon: Obj, amount: number): number | null {
  if (coupon.amount_off != null) return Math.min(amount, Number(coupon.amount_off))
  const exact = (amount * Number(coupon.percent_off)) / 100
  if (Math.abs(exact - Math.floor(exact) - 0.5) < 1e-9) return null
  return Math.round(exact)
}

export type StripeStandIn = {
  url: string
  env: Record<string, string>
  requests: Array<{ method: string; path: string; body: Obj; idempotencyKey?: string }>
  sessions: Map<string, Obj>
  customers: Map<string, Obj>
  subscriptions: Map<string, Obj>
  /** Each subscription's invoices: the first (paid, or open while a boleto voucher waits) and any renewal. */
  invoices: Map<string, Obj>
  products: Map<string, Obj>
  prices: Map<string, Obj>
  coupons: Map<string, Obj>
  /**
   * Simulates the customer finishing the embedded checkout (card: paid; boleto: unpaid until the
   * voucher is paid). Throws, as Stripe refuses, unless the session is still open.
   */
  complete: (sessionId: string, paymentStatus?: PaymentStatus) => Obj
  /** Runs, and is awaited, before each request is answered; if it rejects, the request fails (500). */
  beforeRequest?: (method: string, url: string) => Promise<void> | undefined
  /**
   * Deletes a customer as the Dashboard does: its subscriptions are cancelled, retrieving it answers
   * `deleted: true`, and listing its subscriptions answers 404 (the harsher of Stripe's possible answers).
   */
  deleteCustomer: (customerId: string) => void
  /** Changes a subscription as Stripe would (e.g. the boleto voucher is paid → 'active'). */
  setSubscriptionStatus: (subscriptionId: string, status: string) => void
  /**
   * A renewal Stripe could not charge: a new open invoice for the next period, which Stripe keeps
   * retrying, and the subscription 'past_due'. Returns the invoice.
   */
  failRenewal: (subscriptionId: string) => Obj
  /**
   * The customer pays an open invoice (a boleto voucher paid late, or Stripe's retry of a failed
   * renewal succeeds): the invoice is paid and its subscription, unless cancelled, 'active'. Throws,
   * as Stripe takes no payment for it, unless the invoice is open. Returns the invoice.
   */
  payInvoice: (invoiceId: string) => Obj
  /**
   * Switches a subscription to another price as the billing portal does: the item's price changes,
   * the subscription's metadata does not; a new period length restarts the period now.
   */
  switchSubscriptionPrice: (subscriptionId: string, priceId: string) => Obj
  stop: () => Promise<void>
}

export async function startStripeStandIn(port = 0): Promise<StripeStandIn> {
  const hooks: Pick<StripeStandIn, 'beforeRequest'> = {}
  const requests: StripeStandIn['requests'] = []
  const sessions = new Map<string, Obj>()
  const customers = new Map<string, Obj>()
  const subscriptions = new Map<string, Obj>()
  const invoices = new Map<string, Obj>()
  const products = new Map<string, Obj>()
  const prices = new Map<string, Obj>()
  const coupons = new Map<string, Obj>()
  const deletedCustomers = new Set<string>()
  // Stripe replays the first answer for a reused Idempotency-Key, and refuses other parameters.
  const idempotent = new Map<string, { raw: string; path: string; response: string }>()
  let outage = false
  let seq = 0
  const id = (prefix: string) => `${prefix}_test_${Date.now().toString(36)}${(seq++).toString(36)}`

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in')
      // The SDK sends a DELETE's parameters in the query string, as a GET's.
      const body = parseStripeForm(req.method === 'DELETE' && !raw ? url.search.slice(1) : raw)
      const p = url.pathname
      if (p.startsWith('/__control/')) return control(req.method ?? 'GET', p, url.searchParams, res)
      // A simulated outage: the connection drops, as when Stripe cannot be reached.
      if (outage) return req.socket.destroy()
      const key = req.headers['idempotency-key']
      requests.push({
        method: req.method ?? 'GET',
        path: p,
        body,
        ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
      })
      if (!(req.headers.authorization ?? '').startsWith('Bearer sk_test_'))
        return error(res, 401, 'Invalid API Key provided')
      const replay =
        req.method === 'POST' && typeof key === 'string' ? idempotent.get(key) : undefined
      if (replay) {
        if (replay.raw !== raw || replay.path !== p)
          return error(
            res,
            400,
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            'idempotency_key',
          )
        res.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' })
        return res.end(replay.response)
      }
      const send = (obj: unknown) => {
        const response = JSON.stringify(obj)
        if (req.method === 'POST' && typeof key === 'string')
          idempotent.set(key, { raw, path: p, response })
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': id('req') })
        res.end(response)
      }

      if (req.method === 'POST' && p === '/v1/customers') {
        const customer = {
          id: id('cus'),
          object: 'customer',
          email: body.email ?? null,
          metadata: body.metadata ?? {},
        }
        customers.set(customer.id, customer)
        return send(customer)
      }
      const customerMatch = /^\/v1\/customers\/([^/]+)$/.exec(p)
      if (req.method === 'GET' && customerMatch) {
        const cid = decodeURIComponent(customerMatch[1]!)
        if (deletedCustomers.has(cid)) return send({ id: cid, object: 'customer', deleted: true })
        const customer = customers.get(cid)
        return customer ? send(customer) : error(res, 404, `No such customer: '${cid}'`, 'id')
      }
      if (req.method === 'POST' && p === '/v1/checkout/sessions') {
        if (body.ui_mode !== 'embedded_page')
          return error(res, 400, `Invalid ui_mode: ${String(body.ui_mode)}`, 'ui_mode')
        if (body.mode !== 'subscription')
          return error(res, 400, 'mode must be subscription', 'mode')
        if (!body.customer || !customers.has(String(body.customer)))
          return error(res, 400, `No such customer: '${String(body.customer)}'`, 'customer')
        const items = body.line_items as Obj[] | undefined
        const item = items?.[0] as
          | {
              price?: string
              price_data?: { currency?: string; unit_amount?: string; recurring?: Obj }
            }
          | undefined
        if (!item || (!item.price && !item.price_data?.unit_amount))
          return error(res, 400, 'Missing line_items', 'line_items')
        if (item.price && !prices.has(item.price))
          return error(res, 400, `No such price: '${item.price}'`, 'line_items[0][price]')
        // As Stripe: an archived price (active: false) cannot start a new checkout.
        if (item.price && prices.get(item.price)!.active === false)
          return error(
            res,
            400,
            'The price specified is inactive. This field only accepts active prices.',
            'line_items[0][price]',
          )
        if (item.price_data && item.price_data.currency !== 'brl')
          return error(res, 400, 'Currency must be brl', 'line_items[0][price_data][currency]')
        if (!String(body.return_url ?? '').includes('{CHECKOUT_SESSION_ID}'))
          return error(res, 400, 'return_url must include {CHECKOUT_SESSION_ID}', 'return_url')
        const discounts = (body.discounts as Array<{ coupon?: string }> | undefined) ?? []
        const unknownCoupon = discounts.find((d) => !d.coupon || !coupons.has(d.coupon))
        if (unknownCoupon)
          return error(
            res,
            400,
            `No such coupon: '${String(unknownCoupon.coupon)}'`,
            'discounts[0][coupon]',
          )
        if (discounts.length > 1)
          return error(res, 400, 'Only one discount per session.', 'discounts')
        const sid = id('cs')
        const customer = customers.get(String(body.customer))!
        const subtotal = item.price_data
          ? Number(item.price_data.unit_amount)
          : Number(prices.get(item.price!)!.unit_amount)
        const amountDiscount = discounts[0]
          ? discountOf(coupons.get(discounts[0].coupon!)!, subtotal)
          : 0
        if (amountDiscount === null)
          return error(
            res,
            400,
            `stand-in: coupon ${discounts[0]!.coupon} on ${subtotal} leaves half a centavo to round`,
            'discounts',
          )
        const session: Obj = {
          id: sid,
          object: 'checkout.session',
          client_secret: `${sid}_secret_${Math.random().toString(36).slice(2)}`,
          status: 'open',
          payment_status: 'unpaid',
          mode: 'subscription',
          ui_mode: 'embedded_page',
          customer: customer.id,
          customer_details: { email: customer.email },
          amount_subtotal: subtotal,
          amount_total: subtotal - amountDiscount,
          total_details: { amount_discount: amountDiscount, amount_shipping: 0, amount_tax: 0 },
          currency: 'brl',
          discounts,
          metadata: body.metadata ?? {},
          subscription: null,
          line_items_request: items,
          subscription_metadata: (body.subscription_data as Obj | undefined)?.metadata ?? {},
        }
        sessions.set(sid, session)
        return send(session)
      }
      const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(p)
      if (req.method === 'POST' && expireMatch) {
        const s = sessions.get(expireMatch[1]!)
        if (!s) return error(res, 404, `No such checkout.session: '${expireMatch[1]}'`, 'id')
        // As Stripe: only an open session can be expired.
        if (s.status !== 'open')
          return error(res, 400, `Only Checkout Sessions with a status in ["open"] can be expired.`)
        s.status = 'expired'
        return send(s)
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(p)
      if (req.method === 'GET' && sessionMatch) {
        const s = sessions.get(sessionMatch[1]!)
        return s ? send(s) : error(res, 404, `No such checkout.session: '${sessionMatch[1]}'`, 'id')
      }
      if (req.method === 'POST' && p === '/v1/billing_portal/sessions') {
        if (!body.customer || !customers.has(String(body.customer)))
          return error(res, 400, `No such customer: '${String(body.customer)}'`, 'customer')
        return send({
          id: id('bps'),
          object: 'billing_portal.session',
          customer: body.customer,
          url: `https://billing.stripe.com/p/session/${id('test')}`,
          return_url: body.return_url,
        })
      }
      if (req.method === 'GET' && p === '/v1/subscriptions') {
        const customer = url.searchParams.get('customer')
        if (customer && deletedCustomers.has(customer))
          return error(res, 404, `No such customer: '${customer}'`, 'customer')
        const status = url.searchParams.get('status')
        // Without status=all Stripe leaves out cancelled subscriptions.
        const data = [...subscriptions.values()].filter(
          (x) =>
            (!customer || x.customer === customer) && (status === 'all' || x.status !== 'canceled'),
        )
        return send({ object: 'list', data, has_more: false, url: '/v1/subscriptions' })
      }
      const couponMatch = /^\/v1\/coupons\/([^/]+)$/.exec(p)
      if (req.method === 'GET' && couponMatch) {
        const coupon = coupons.get(decodeURIComponent(couponMatch[1]!))
        return coupon ? send(coupon) : error(res, 404, `No such coupon: '${couponMatch[1]}'`, 'id')
      }
      if (req.method === 'POST' && p === '/v1/coupons') {
        const cid = String(body.id ?? id('co'))
        if (coupons.has(cid)) {
          res.writeHead(400, { 'content-type': 'application/json' })
          return res.end(
            JSON.stringify({
              error: {
                type: 'invalid_request_error',
                code: 'resource_already_exists',
                message: 'Coupon already exists.',
                param: 'id',
              },
            }),
          )
        }
        const percent = body.percent_off === undefined ? null : Number(body.percent_off)
        const amount = body.amount_off === undefined ? null : Number(body.amount_off)
        if ((percent === null) === (amount === null))
          return error(res, 400, 'Set exactly one of percent_off and amount_off.', 'percent_off')
        if (amount !== null && body.currency !== 'brl')
          return error(res, 400, 'amount_off needs currency', 'currency')
        if (!['once', 'forever', 'repeating'].includes(String(body.duration)))
          return error(res, 400, 'Invalid duration', 'duration')
        if (body.name && String(body.name).length > 40)
          return error(res, 400, 'Name too long (40 characters at most).', 'name')
        const coupon = {
          id: cid,
          object: 'coupon',
          percent_off: percent,
          amount_off: amount,
          currency: body.currency ?? null,
          duration: body.duration,
          name: body.name ?? null,
          metadata: body.metadata ?? {},
          valid: true,
        }
        coupons.set(cid, coupon)
        return send(coupon)
      }
      const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(p)
      if (req.method === 'GET' && subMatch) {
        const s = subscriptions.get(subMatch[1]!)
        return s ? send(s) : error(res, 404, `No such subscription: '${subMatch[1]}'`, 'id')
      }
      if (req.method === 'DELETE' && subMatch) {
        const s = subscriptions.get(subMatch[1]!)
        // As Stripe: a subscription already ended is "No such subscription" to a cancel (stripe-go#1887).
        if (!s || s.status === 'canceled' || s.status === 'incomplete_expired')
          return error(res, 404, `No such subscription: '${subMatch[1]}'`, 'id')
        // As Stripe by default: the finalized invoices stay open (a boleto voucher stays payable)
        // until voided; no proration, no final invoice.
        Object.assign(s, {
          status: 'canceled',
          canceled_at: Math.floor(Date.now() / 1000),
          ended_at: Math.floor(Date.now() / 1000),
          cancellation_details: body.cancellation_details ?? null,
        })
        return send(s)
      }
      if (req.method === 'GET' && p === '/v1/invoices') {
        const q = (k: string) => url.searchParams.get(k)
        const data = [...invoices.values()].filter(
          (x) =>
            (!q('customer') || x.customer === q('customer')) &&
            (!q('subscription') || subscriptionOfInvoice(x) === q('subscription')) &&
            (!q('status') || x.status === q('status')),
        )
        return send({ object: 'list', data, has_more: false, url: '/v1/invoices' })
      }
      const invoiceMatch = /^\/v1\/invoices\/([^/]+)$/.exec(p)
      if (req.method === 'GET' && invoiceMatch) {
        const invoice = invoices.get(invoiceMatch[1]!)
        return invoice
          ? send(invoice)
          : error(res, 404, `No such invoice: '${invoiceMatch[1]}'`, 'id')
      }
      const voidMatch = /^\/v1\/invoices\/([^/]+)\/void$/.exec(p)
      if (req.method === 'POST' && voidMatch) {
        const invoice = invoices.get(voidMatch[1]!)
        if (!invoice) return error(res, 404, `No such invoice: '${voidMatch[1]}'`, 'id')
        // Only an open invoice can be voided (the stand-in's wording).
        if (invoice.status !== 'open')
          return error(
            res,
            400,
            `You can only void an open invoice; this one is ${String(invoice.status)}.`,
          )
        invoice.status = 'void'
        return send(invoice)
      }
      const productMatch = /^\/v1\/products\/([^/]+)$/.exec(p)
      if (req.method === 'GET' && productMatch) {
        const product = products.get(productMatch[1]!)
        return product
          ? send(product)
          : error(res, 404, `No such product: '${productMatch[1]}'`, 'id')
      }
      if (req.method === 'POST' && p === '/v1/products') {
        const pid = String(body.id ?? id('prod'))
        if (products.has(pid)) return error(res, 400, `Product already exists.`, 'id')
        if (!body.name) return error(res, 400, 'Missing required param: name.', 'name')
        const product = {
          id: pid,
          object: 'product',
          active: true,
          name: body.name,
          metadata: body.metadata ?? {},
        }
        products.set(pid, product)
        return send(product)
      }
      if (productMatch && req.method === 'POST') {
        const product = products.get(productMatch[1]!)
        if (!product) return error(res, 404, `No such product: '${productMatch[1]}'`, 'id')
        Object.assign(product, body)
        return send(product)
      }
      if (req.method === 'GET' && p === '/v1/prices') {
        const keys = url.searchParams
          .getAll('lookup_keys[]')
          .concat(url.searchParams.getAll('lookup_keys[0]'))
        const data = [...prices.values()].filter(
          (x) =>
            (!keys.length || keys.includes(String(x.lookup_key))) &&
            (url.searchParams.get('active') !== 'true' || x.active),
        )
        return send({ object: 'list', data, has_more: false, url: '/v1/prices' })
      }
      const priceMatch = /^\/v1\/prices\/([^/]+)$/.exec(p)
      if (req.method === 'GET' && priceMatch) {
        const price = prices.get(decodeURIComponent(priceMatch[1]!))
        if (!price) return error(res, 404, `No such price: '${priceMatch[1]}'`, 'id')
        return send(price)
      }
      if (req.method === 'POST' && p === '/v1/prices') {
        if (!body.product || !products.has(String(body.product)))
          return error(res, 400, `No such product: '${String(body.product)}'`, 'product')
        if (body.currency !== 'brl' || !/^\d+$/.test(String(body.unit_amount ?? '')))
          return error(res, 400, 'Invalid currency or unit_amount', 'unit_amount')
        const recurring = body.recurring as
          { interval?: string; interval_count?: string } | undefined
        if (!recurring?.interval) return error(res, 400, 'Missing recurring[interval]', 'recurring')
        if (body.lookup_key) {
          const holder = [...prices.values()].find((x) => x.lookup_key === body.lookup_key)
          if (holder && body.transfer_lookup_key !== 'true')
            return error(res, 400, 'A price with this lookup_key already exists.', 'lookup_key')
          if (holder) holder.lookup_key = null
        }
        const price = {
          id: id('price'),
          object: 'price',
          active: true,
          currency: 'brl',
          product: body.product,
          unit_amount: Number(body.unit_amount),
          recurring: {
            interval: recurring.interval,
            interval_count: Number(recurring.interval_count ?? 1),
            usage_type: 'licensed',
          },
          lookup_key: body.lookup_key ?? null,
          metadata: body.metadata ?? {},
        }
        prices.set(price.id, price)
        return send(price)
      }
      return error(res, 404, `Unrecognized request URL (${req.method}: ${p}).`)
    })
  }
  const server = http.createServer((req, res) => {
    // A test's way into a race: the request is read and answered once its hook has finished; a hook
    // that throws makes it fail as Stripe's own errors do (a 500).
    const gate = hooks.beforeRequest?.(req.method ?? 'GET', req.url ?? '/')
    if (gate)
      void gate.then(
        () => handle(req, res),
        (err: unknown) => error(res, 500, (err as Error).message),
      )
    else handle(req, res)
  })
  // Test-only routes (no Stripe counterpart): list the sessions made, or finish one as the customer would.
  function control(
    method: string,
    p: string,
    query: URLSearchParams,
    res: http.ServerResponse,
  ): void {
    const json = (status: number, obj: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(obj))
    }
    if (method === 'GET' && p === '/__control/sessions') return json(200, [...sessions.values()])
    if (method === 'POST' && (p === '/__control/outage/start' || p === '/__control/outage/end')) {
      outage = p.endsWith('start')
      return json(200, { outage })
    }
    const finish = /^\/__control\/sessions\/([^/]+)\/complete$/.exec(p)
    if (method === 'POST' && finish && sessions.has(finish[1]!)) {
      // As Stripe: an expired or already completed session cannot be paid.
      const refusal = notPayable(sessions.get(finish[1]!)!)
      if (refusal) return error(res, 400, refusal)
      return json(
        200,
        complete(finish[1]!, query.get('payment_status') === 'unpaid' ? 'unpaid' : 'paid'),
      )
    }
    return json(404, { error: 'unknown control route' })
  }

  // Node closes an idle keep-alive socket after 5 s; a client that reuses it at that instant gets a
  // reset (a CI run once got two in a row: "An error occurred with our connection to Stripe").
  // The stand-in keeps idle sockets for the client to close, as its pool expects.
  server.keepAliveTimeout = 120_000
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const actualPort = (server.address() as AddressInfo).port

  /** A period's length in seconds (the stand-in's month is 30 days, its year 365). */
  const periodSeconds = (recurring: Obj) =>
    Number(recurring.interval_count) * (recurring.interval === 'year' ? 365 : 30) * 86_400

  /**
   * The price a checkout line item charges: the stored one, or, as Stripe does for price_data, a new
   * price of a new product made from product_data (its metadata carries the plan).
   */
  const priceOf = (line: Obj): Obj => {
    if (line.price) return prices.get(String(line.price))!
    const data = line.price_data as Obj
    const productData = (data.product_data as Obj | undefined) ?? {}
    const product = {
      id: id('prod'),
      object: 'product',
      active: true,
      name: productData.name,
      metadata: productData.metadata ?? {},
    }
    products.set(product.id, product)
    const recurring = (data.recurring as Obj | undefined) ?? {}
    const price = {
      id: id('price'),
      object: 'price',
      active: false,
      currency: data.currency,
      product: product.id,
      unit_amount: Number(data.unit_amount),
      recurring: {
        interval: recurring.interval,
        interval_count: Number(recurring.interval_count ?? 1),
        usage_type: 'licensed',
      },
      lookup_key: null,
      metadata: {},
    }
    prices.set(price.id, price)
    return price
  }

  /** The subscription an invoice bills (Stripe names it under parent.subscription_details). */
  const subscriptionOfInvoice = (invoice: Obj): unknown =>
    ((invoice.parent as Obj | undefined)?.subscription_details as Obj | undefined)?.subscription

  const newInvoice = (subscription: Obj, status: 'open' | 'paid'): Obj => {
    const item = (subscription.items as { data: Obj[] }).data[0]!
    const invoice: Obj = {
      id: id('in'),
      object: 'invoice',
      customer: subscription.customer,
      status,
      amount_due: Number((item.price as Obj | undefined)?.unit_amount ?? 0),
      created: Math.floor(Date.now() / 1000),
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    }
    invoices.set(String(invoice.id), invoice)
    return invoice
  }

  /** Why the customer cannot pay this session (Stripe takes payment only on an open one), or null. */
  const notPayable = (session: Obj): string | null =>
    session.status === 'open'
      ? null
      : `Checkout Session ${String(session.id)} is ${String(session.status)}: only a Checkout Session with a status in ["open"] can be paid.`

  const complete = (sessionId: string, paymentStatus: PaymentStatus = 'paid'): Obj => {
    const session = sessions.get(sessionId)
    if (!session) throw new Error(`unknown session ${sessionId}`)
    const refusal = notPayable(session)
    if (refusal) throw new Error(refusal)
    const now = Math.floor(Date.now() / 1000)
    const line = (session.line_items_request as Obj[])[0]!
    const price = priceOf(line)
    const subId = id('sub')
    const subscription: Obj = {
      id: subId,
      object: 'subscription',
      customer: session.customer,
      status: paymentStatus === 'unpaid' ? 'incomplete' : 'active',
      metadata: session.subscription_metadata,
      created: now + seq++, // distinct, increasing: newer subscriptions sort after older ones
      start_date: now,
      items: {
        object: 'list',
        // As Stripe: the item's price comes whole, its product as an id.
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            subscription: subId,
            quantity: Number(line.quantity ?? 1),
            metadata: {},
            price,
            current_period_start: now,
            current_period_end: now + periodSeconds(price.recurring as Obj),
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${subId}`,
      },
    }
    subscriptions.set(String(subscription.id), subscription)
    // The first invoice: paid by card, open while the boleto voucher waits.
    const invoice = newInvoice(subscription, paymentStatus === 'unpaid' ? 'open' : 'paid')
    subscription.latest_invoice = invoice.id
    Object.assign(session, {
      status: 'complete',
      payment_status: paymentStatus,
      subscription: subscription.id,
    })
    return subscription
  }

  return {
    url: `http://127.0.0.1:${actualPort}`,
    env: {
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(actualPort),
      STRIPE_API_PROTOCOL: 'http',
      STRIPE_SECRET_KEY: 'sk_test_standin',
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_standin',
    },
    requests,
    sessions,
    customers,
    subscriptions,
    invoices,
    products,
    prices,
    coupons,
    complete,
    get beforeRequest() {
      return hooks.beforeRequest
    },
    set beforeRequest(hook) {
      hooks.beforeRequest = hook
    },
    deleteCustomer: (customerId) => {
      if (!customers.delete(customerId)) throw new Error(`unknown customer ${customerId}`)
      deletedCustomers.add(customerId)
      for (const sub of subscriptions.values())
        if (sub.customer === customerId) sub.status = 'canceled'
    },
    setSubscriptionStatus: (subscriptionId, status) => {
      const sub = subscriptions.get(subscriptionId)
      if (!sub) throw new Error(`unknown subscription ${subscriptionId}`)
      sub.status = status
    },
    failRenewal: (subscriptionId) => {
      const sub = subscriptions.get(subscriptionId)
      if (!sub) throw new Error(`unknown subscription ${subscriptionId}`)
      const invoice = newInvoice(sub, 'open')
      Object.assign(sub, { status: 'past_due', latest_invoice: invoice.id })
      return invoice
    },
    payInvoice: (invoiceId) => {
      const invoice = invoices.get(invoiceId)
      if (!invoice) throw new Error(`unknown invoice ${invoiceId}`)
      if (invoice.status !== 'open')
        throw new Error(
          `invoice ${invoiceId} is ${String(invoice.status)}: only an open invoice can be paid`,
        )
      invoice.status = 'paid'
      const sub = subscriptions.get(String(subscriptionOfInvoice(invoice)))
      if (sub && sub.status !== 'canceled' && sub.status !== 'incomplete_expired')
        sub.status = 'active'
      return invoice
    },
    switchSubscriptionPrice: (subscriptionId, priceId) => {
      const sub = subscriptions.get(subscriptionId)
      if (!sub) throw new Error(`unknown subscription ${subscriptionId}`)
      const price = prices.get(priceId)
      if (!price) throw new Error(`unknown price ${priceId}`)
      const item = (sub.items as { data: Obj[] }).data[0]!
      const before = periodSeconds((item.price as Obj).recurring as Obj)
      const after = periodSeconds(price.recurring as Obj)
      item.price = price
      if (after !== before) {
        const now = Math.floor(Date.now() / 1000)
        Object.assign(item, { current_period_start: now, current_period_end: now + after })
      }
      return sub
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
