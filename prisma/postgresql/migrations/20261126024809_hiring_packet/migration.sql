-- AlterTable
ALTER TABLE "Applicant" ADD COLUMN     "dobEmailDigest" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "dobPhoneDigest" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "medicalCardExpiration" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "medicalCardMissing" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "medicalExaminerNumber" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "screeningOutcome" TEXT NOT NULL DEFAULT 'not-screened',
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
CREATE TABLE "ScreeningQuestion" (
    "id" SERIAL NOT NULL,
    "questionId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "compCode" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "textEn" TEXT NOT NULL,
    "textEs" TEXT NOT NULL DEFAULT '',
    "options" TEXT NOT NULL DEFAULT '[]',
    "rule" TEXT NOT NULL,
    "accepted" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "position" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "ScreeningQuestion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScreeningAnswer" (
    "numberId" INTEGER NOT NULL,
    "questionId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "answer" TEXT NOT NULL,

    CONSTRAINT "ScreeningAnswer_pkey" PRIMARY KEY ("numberId","questionId")
);

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

-- CreateTable
CREATE TABLE "CarrierConsentSettings" (
    "companyCode" TEXT NOT NULL,
    "askPsp" BOOLEAN NOT NULL DEFAULT false,
    "askClearinghouse" BOOLEAN NOT NULL DEFAULT true,
    "jobStates" TEXT NOT NULL DEFAULT '',
    "agencyName" TEXT NOT NULL DEFAULT '',
    "agencyAddress" TEXT NOT NULL DEFAULT '',
    "agencyPhone" TEXT NOT NULL DEFAULT '',
    "agencyWebsite" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CarrierConsentSettings_pkey" PRIMARY KEY ("companyCode")
);

-- CreateTable
CREATE TABLE "CarrierConsentText" (
    "id" SERIAL NOT NULL,
    "companyCode" TEXT NOT NULL,
    "consent" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "titleEn" TEXT NOT NULL DEFAULT '',
    "agreeEn" TEXT NOT NULL DEFAULT '',
    "bodyEn" TEXT NOT NULL DEFAULT '',
    "titleEs" TEXT NOT NULL DEFAULT '',
    "agreeEs" TEXT NOT NULL DEFAULT '',
    "bodyEs" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT NOT NULL,

    CONSTRAINT "CarrierConsentText_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApplicantConsent" (
    "id" SERIAL NOT NULL,
    "numberId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "consent" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "textVersion" TEXT NOT NULL,
    "textLanguage" TEXT NOT NULL,
    "textSha256" TEXT NOT NULL,
    "officialVersion" TEXT NOT NULL DEFAULT '',
    "officialSha256" TEXT NOT NULL DEFAULT '',
    "englishFallback" BOOLEAN NOT NULL DEFAULT false,
    "shownValues" TEXT NOT NULL,
    "requestedCopy" BOOLEAN,
    "agreedAt" TIMESTAMP(3) NOT NULL,
    "clientAgreedAt" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "ApplicantConsent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApplicantDocument" (
    "id" TEXT NOT NULL,
    "numberId" INTEGER,
    "draftId" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "kind" TEXT NOT NULL,
    "mediaType" TEXT NOT NULL,
    "byteSize" INTEGER NOT NULL,
    "width" INTEGER NOT NULL DEFAULT 0,
    "height" INTEGER NOT NULL DEFAULT 0,
    "sha256" TEXT NOT NULL,
    "content" BYTEA NOT NULL,
    "thumbnail" BYTEA,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApplicantDocument_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ScreeningQuestion_compCode_status_position_idx" ON "ScreeningQuestion"("compCode", "status", "position");

-- CreateIndex
CREATE UNIQUE INDEX "ScreeningQuestion_questionId_version_key" ON "ScreeningQuestion"("questionId", "version");

-- CreateIndex
CREATE INDEX "ScreeningAnswer_questionId_version_idx" ON "ScreeningAnswer"("questionId", "version");

-- CreateIndex
CREATE INDEX "FunnelEvent_kind_createdAt_idx" ON "FunnelEvent"("kind", "createdAt");

-- CreateIndex
CREATE INDEX "FunnelEvent_kind_compCode_createdAt_idx" ON "FunnelEvent"("kind", "compCode", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "CarrierConsentText_companyCode_consent_number_key" ON "CarrierConsentText"("companyCode", "consent", "number");

-- CreateIndex
CREATE UNIQUE INDEX "ApplicantConsent_numberId_consent_key" ON "ApplicantConsent"("numberId", "consent");

-- CreateIndex
CREATE INDEX "ApplicantDocument_numberId_position_idx" ON "ApplicantDocument"("numberId", "position");

-- CreateIndex
CREATE INDEX "ApplicantDocument_draftId_idx" ON "ApplicantDocument"("draftId");

-- CreateIndex
CREATE INDEX "ApplicantDocument_createdAt_idx" ON "ApplicantDocument"("createdAt");

-- CreateIndex
CREATE INDEX "Applicant_ssnDigest_numberId_idx" ON "Applicant"("ssnDigest", "numberId");

-- CreateIndex
CREATE INDEX "Applicant_dobPhoneDigest_numberId_idx" ON "Applicant"("dobPhoneDigest", "numberId");

-- CreateIndex
CREATE INDEX "Applicant_dobEmailDigest_numberId_idx" ON "Applicant"("dobEmailDigest", "numberId");

-- CreateIndex
CREATE INDEX "Applicant_screeningOutcome_creationDate_idx" ON "Applicant"("screeningOutcome", "creationDate");

-- CreateIndex
CREATE INDEX "Applicant_dashboard_idx" ON "Applicant"("creationDate", "compCode", "status", "source", "utmSource", "numberId");

-- CreateIndex
CREATE INDEX "Applicant_carrier_dashboard_idx" ON "Applicant"("compCode", "creationDate", "status", "source", "utmSource", "numberId");

-- CreateIndex
CREATE INDEX "ApplicationDraft_createdAt_idx" ON "ApplicationDraft"("createdAt");

-- CreateIndex
CREATE INDEX "ApplicationDraft_compCode_createdAt_idx" ON "ApplicationDraft"("compCode", "createdAt");

-- CreateIndex
CREATE INDEX "ReviewEntry_numberId_toStatus_createdAt_idx" ON "ReviewEntry"("numberId", "toStatus", "createdAt");

-- AddForeignKey
ALTER TABLE "ScreeningAnswer" ADD CONSTRAINT "ScreeningAnswer_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant"("numberId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScreeningAnswer" ADD CONSTRAINT "ScreeningAnswer_questionId_version_fkey" FOREIGN KEY ("questionId", "version") REFERENCES "ScreeningQuestion"("questionId", "version") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicantConsent" ADD CONSTRAINT "ApplicantConsent_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant"("numberId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicantDocument" ADD CONSTRAINT "ApplicantDocument_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant"("numberId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicantDocument" ADD CONSTRAINT "ApplicantDocument_draftId_fkey" FOREIGN KEY ("draftId") REFERENCES "ApplicationDraft"("id") ON DELETE CASCADE ON UPDATE CASCADE;
