-- CreateTable
CREATE TABLE "CarrierConsentSettings" (
    "companyCode" TEXT NOT NULL PRIMARY KEY,
    "askPsp" BOOLEAN NOT NULL DEFAULT false,
    "askClearinghouse" BOOLEAN NOT NULL DEFAULT true,
    "jobStates" TEXT NOT NULL DEFAULT '',
    "agencyName" TEXT NOT NULL DEFAULT '',
    "agencyAddress" TEXT NOT NULL DEFAULT '',
    "agencyPhone" TEXT NOT NULL DEFAULT '',
    "agencyWebsite" TEXT NOT NULL DEFAULT '',
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "CarrierConsentText" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "companyCode" TEXT NOT NULL,
    "consent" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "titleEn" TEXT NOT NULL DEFAULT '',
    "agreeEn" TEXT NOT NULL DEFAULT '',
    "bodyEn" TEXT NOT NULL DEFAULT '',
    "titleEs" TEXT NOT NULL DEFAULT '',
    "agreeEs" TEXT NOT NULL DEFAULT '',
    "bodyEs" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "ApplicantConsent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
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
    "agreedAt" DATETIME NOT NULL,
    "clientAgreedAt" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "ApplicantConsent_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant" ("numberId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "CarrierConsentText_companyCode_consent_number_key" ON "CarrierConsentText"("companyCode", "consent", "number");

-- CreateIndex
CREATE UNIQUE INDEX "ApplicantConsent_numberId_consent_key" ON "ApplicantConsent"("numberId", "consent");
