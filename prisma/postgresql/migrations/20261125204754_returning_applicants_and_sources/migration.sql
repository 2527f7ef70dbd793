-- AlterTable
ALTER TABLE "Applicant" ADD COLUMN     "dobEmailDigest" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "dobPhoneDigest" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "source" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "ssnDigest" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utmCampaign" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utmContent" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utmMedium" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utmSource" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utmTerm" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "ApplicationDraft" ADD COLUMN     "source" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utmCampaign" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utmContent" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utmMedium" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utmSource" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utmTerm" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "FunnelEvent" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "compCode" TEXT NOT NULL,
    "source" TEXT NOT NULL DEFAULT '',
    "utmSource" TEXT NOT NULL DEFAULT '',
    "utmMedium" TEXT NOT NULL DEFAULT '',
    "utmCampaign" TEXT NOT NULL DEFAULT '',
    "utmTerm" TEXT NOT NULL DEFAULT '',
    "utmContent" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "FunnelEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FunnelEvent_kind_createdAt_idx" ON "FunnelEvent"("kind", "createdAt");

-- CreateIndex
CREATE INDEX "FunnelEvent_kind_compCode_createdAt_idx" ON "FunnelEvent"("kind", "compCode", "createdAt");

-- CreateIndex
CREATE INDEX "Applicant_ssnDigest_numberId_idx" ON "Applicant"("ssnDigest", "numberId");

-- CreateIndex
CREATE INDEX "Applicant_dobPhoneDigest_numberId_idx" ON "Applicant"("dobPhoneDigest", "numberId");

-- CreateIndex
CREATE INDEX "Applicant_dobEmailDigest_numberId_idx" ON "Applicant"("dobEmailDigest", "numberId");

-- CreateIndex
CREATE INDEX "ApplicationDraft_createdAt_idx" ON "ApplicationDraft"("createdAt");

-- CreateIndex
CREATE INDEX "ApplicationDraft_compCode_createdAt_idx" ON "ApplicationDraft"("compCode", "createdAt");
