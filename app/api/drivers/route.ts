import { applicantSchema, fieldMessages, type Applicant } from '@/lib/applicant/schema';
import { isApplicationDocument } from '@/lib/applicant/application-document';
import { applicationDocumentSchema } from '@/lib/applicant/document-schema';
import { requestLocale } from '@/lib/i18n/resolve-locale';
import { validationParseOptions } from '@/lib/i18n/validation-language';
import { apiTexts } from '@/lib/i18n/server/catalog-texts';
import { COPY_HEADER, issueCopyLink } from '@/lib/applicant-copy/server/copy-link';
import { storeApplication } from '@/lib/server/application-store';
import { submittedDraft } from '@/lib/drafts/server/draft-token';
import { sendNoticesSoon } from '@/lib/server/outbox/send-soon';
import { apiRoute } from '@/lib/server/http/api-route';
import { checkAllowance, checkCsrf, readJson, routeConfig } from '@/lib/server/http/guards';
import { jsonResponse } from '@/lib/server/http/json-response';
import { requestFacts } from '@/lib/server/http/request-facts';
import { orUnavailable, refusal } from '@/lib/server/http/route-error';
import { submissionAllowance } from '@/lib/server/rate-limit/limits';
import { declaredShownLanguage } from '@/lib/server/shown-language';
import { signatureFirst, signatureMessage, signatureVerdict } from '@/lib/server/signature-verdict';
import { ATTRIBUTION_HEADER, parseAttribution } from '@/lib/sources/attribution';
import { checkScreeningAnswers } from '@/lib/screening/server/check-answers';
import { fileConsents } from '@/lib/consents/server/consent-filing';
import { fileDocuments, provenDraftId } from '@/lib/documents/server/document-filing';
import { MAX_DOCUMENTS } from '@/lib/documents/document-kinds';
import { DocumentClaimedError } from '@/lib/documents/server/document-section';
import { getDb } from '@/lib/server/db';
import { startedFromColumn } from '@/lib/application-file/server/started-from-record';
import { startedFromSchema } from '@/lib/application-file/started-from';

/** POST /api/drivers — stores one submitted application (docs/specification.md §7). */
export const dynamic = 'force-dynamic';

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
const UNSAVED = 'The application could not be saved right now. Please try again.';
const CORRECT = 'Some answers need correcting.';

export const POST = apiRoute('api/drivers', async (request) => {
  const config = routeConfig('The application service is not available right now. Please try again later.');
  checkCsrf(request, config);
  const idempotencyKey = request.headers.get('idempotency-key');
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    throw refusal(400, 'Idempotency-Key must be 8 to 200 letters, digits or - _ . :');
  }
  // Corrected answers after a try whose answer was lost name that try's key: its documents are copied for this one.
  const earlierAttempt = request.headers.get('earlier-attempt');
  if (earlierAttempt !== null && !IDEMPOTENCY_KEY_PATTERN.test(earlierAttempt)) {
    throw refusal(400, 'Earlier-Attempt must be 8 to 200 letters, digits or - _ . :');
  }
  const shown = declaredShownLanguage(request.headers);
  if (!shown.ok) throw refusal(400, shown.message);

  // Counted before the body is read: a client over its limit costs one counter update, not a 1 MB upload.
  const facts = requestFacts(request.headers);
  await checkAllowance(submissionAllowance(facts.ip), 'Too many applications were sent from this network. Please wait, then try again.');
  const body = await readJson(request, config.maxBodyBytes);

  // The application document (the wizard's), or the original client's flat answers: the same rules, the same stored
  // answers. The field messages in the applicant's language (the cookie, else the browser's), as the wizard shows them.
  const schema = isApplicationDocument(body) ? applicationDocumentSchema : applicantSchema;
  const parsed = schema.safeParse(body, await validationParseOptions(requestLocale(request.headers)));
  const fields = parsed.success ? {} : fieldMessages(parsed.error);
  // The signature's PNG is read in a worker while the steps below run (docs/performance.md); nothing is written before its verdict.
  const signatureCheck = parsed.success ? signatureVerdict(parsed.data.signature64, UNSAVED) : Promise.resolve();
  // The application file the driver started from, if any: checked against the keys trusted here when stored.
  const sentFrom = body.startedFrom === undefined ? null : startedFromSchema.safeParse(body.startedFrom);
  if (sentFrom && !sentFrom.success) fields.startedFrom = 'Not an application file as the wizard reads it.';
  const startedFrom = sentFrom?.success ? sentFrom.data : undefined;
  if (!parsed.success || (sentFrom && !sentFrom.success)) {
    const signatureProblem = await signatureMessage(signatureCheck);
    if (signatureProblem) fields.signature64 = signatureProblem;
    throw refusal(422, CORRECT, { fields });
  }
  const answers = parsed.data as Applicant;

  const result = await signatureFirst(signatureCheck, async () => {
    // The carrier's screening questions, answered beside the flat payload, judged by what the page showed (`shownPage`).
    const screening = await orUnavailable(UNSAVED, 'screening', () => checkScreeningAnswers(answers.compCode, body.screening, body.shownPage));

    // The background-check consents (docs/consents.md): checked against those due; none at all from an older client.
    const consentTexts = apiTexts(request.headers, 'ConsentsApi');
    const consents = await orUnavailable(UNSAVED, 'storage', async () =>
      fileConsents(await getDb(), body, answers, shown.language, {
        invalid: consentTexts('invalid'),
        changed: consentTexts('changed'),
        textChanged: consentTexts('textChanged'),
      }),
    );

    // The documents of step 4, uploaded before (POST /api/documents) and named here by their ids (docs/documents.md).
    // Copying a lost try's documents writes: only once the signature is known to be sound.
    if (earlierAttempt !== null) await signatureCheck;
    const documentTexts = apiTexts(request.headers, 'DocumentsApi');
    const draft = submittedDraft(request.headers);
    const documents = await orUnavailable(UNSAVED, 'storage', async () => {
      const db = await getDb();
      return fileDocuments(
        db,
        body,
        { draftId: await provenDraftId(db, draft, config.dataKey), idempotencyKey, earlierAttempt },
        {
          missingCdl: documentTexts('missingCdl'),
          unknownDocument: documentTexts('unknownDocument'),
          tooManyDocuments: documentTexts('tooManyDocuments', { max: String(MAX_DOCUMENTS) }),
        },
        config.dataKey,
      );
    });

    return orUnavailable(UNSAVED, 'storage', () =>
      storeApplication(answers, {
        consents,
        documents,
        idempotencyKey,
        submitterIp: facts.ip,
        userAgent: facts.userAgent,
        draft,
        shownLanguage: shown.language,
        attribution: parseAttribution(request.headers.get(ATTRIBUTION_HEADER)),
        screening,
        startedFrom: startedFromColumn(startedFrom),
        checked: signatureCheck,
      }).catch((error: unknown) => {
        // Filed by another submission between the check and the transaction: nothing was stored.
        if (error instanceof DocumentClaimedError) {
          throw refusal(422, documentTexts('unknownDocument'), { fields: { documents: documentTexts('unknownDocument') } });
        }
        throw error;
      }),
    );
  });
  if (result.kind === 'key-reused') throw refusal(422, 'This Idempotency-Key was already used for a different application.');
  if (result.kind === 'created' && result.notices) sendNoticesSoon();
  // The applicant's own copy (PDF) for 24 hours: stored with the application (lib/server/application-store.ts), or a
  // new link for a replayed answer; the application is stored whether or not a link could be made.
  const copyUrl = result.kind === 'created' ? result.copyPath : await issueCopyLink(result.submission.numberId).catch(() => undefined);
  return jsonResponse(201, result.submission, {
    ...(result.kind === 'replayed' && { 'Idempotent-Replayed': 'true' }),
    ...(copyUrl && { [COPY_HEADER]: copyUrl }),
  });
});
