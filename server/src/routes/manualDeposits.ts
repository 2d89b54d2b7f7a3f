/**
 * Operators' manual bank transfer desk (/ops/deposits/manual, the operator session and its CSRF rule): the list,
 * the receipt image, confirm and reject (ledger/manualReview.ts). Every call needs the publisher role on the brand
 * (or on '*'): a decision moves a member's money, as a publish changes what every player sees, and the role ladder
 * (viewer < editor < publisher < admin) has no separate money permission. The brand names the merchant, as on the
 * brand calls; another merchant's transfer is unknown (404).
 */
import type { FastifyPluginAsync } from 'fastify';
import { brandOrFail } from '../brands/publishing.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { checkReason, decideManualDeposit, listManualDeposits, manualReceipt, merchantIdOfCode } from '../ledger/manualReview.ts';
import { requireOperator } from '../operators/guard.ts';

/** The receipt image of one transfer: not a catalog call, as it answers the image itself (errors in the envelope). */
const MANUAL_RECEIPT_PATH = '/ops/deposits/manual/receipt';

const BRAND_ID = /^[a-z][a-z0-9-]{1,31}$/;
const ORDER_NO = /^D[0-9A-Z]{1,39}$/;

const manualDepositRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  /** The operator (publisher on the brand) and the brand's merchant. */
  const desk = async (req: Parameters<typeof requireOperator>[0], brand: string) => {
    const operator = await requireOperator(req, { role: 'publisher', brand });
    const b = await brandOrFail(db, brand);
    return { operator, merchantId: await merchantIdOfCode(db, b.merchantCode, b.id) };
  };

  callRoute(app, 'manualDepositList', async (q, req) => {
    const { merchantId } = await desk(req, q.brand);
    return ok(await listManualDeposits(db, merchantId, { pageNo: q.pageNo ?? 1, pageSize: q.pageSize ?? 20 }));
  });

  callRoute(app, 'manualDepositConfirm', async (body, req) => {
    const { operator, merchantId } = await desk(req, body.brand);
    return ok(await decideManualDeposit(db, { merchantId, brand: body.brand, orderNo: body.orderNo, operator, decision: { kind: 'confirm' }, now: now() }));
  });

  callRoute(app, 'manualDepositReject', async (body, req) => {
    const { operator, merchantId } = await desk(req, body.brand);
    const reason = checkReason(body.reason);
    return ok(
      await decideManualDeposit(db, { merchantId, brand: body.brand, orderNo: body.orderNo, operator, decision: { kind: 'reject', reason }, now: now() }),
    );
  });

  app.get(MANUAL_RECEIPT_PATH, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const brand = typeof q.brand === 'string' ? q.brand : '';
    const orderNo = typeof q.orderNo === 'string' ? q.orderNo : '';
    if (!BRAND_ID.test(brand) || !ORDER_NO.test(orderNo)) {
      throw new ApiError(400, 'validation.failed', 'Name the brand (brand=) and the deposit order (orderNo=, D followed by letters and digits).');
    }
    const { merchantId } = await desk(req, brand);
    const receipt = await manualReceipt(db, merchantId, orderNo);
    // A member's bank receipt: never kept by a browser or a shared cache, never sniffed as anything but an image.
    return reply
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `inline; filename="${orderNo}.webp"`)
      .type(receipt.contentType)
      .send(receipt.image);
  });
};

export default manualDepositRoutes;
