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

-- CreateIndex
CREATE UNIQUE INDEX "CarrierConsentText_companyCode_consent_number_key" ON "CarrierConsentText"("companyCode", "consent", "number");

-- CreateIndex
CREATE UNIQUE INDEX "ApplicantConsent_numberId_consent_key" ON "ApplicantConsent"("numberId", "consent");

-- AddForeignKey
ALTER TABLE "ApplicantConsent" ADD CONSTRAINT "ApplicantConsent_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant"("numberId") ON DELETE CASCADE ON UPDATE CASCADE;
