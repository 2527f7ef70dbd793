-- CreateTable
CREATE TABLE "ScreeningQuestion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
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
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT NOT NULL DEFAULT ''
);

-- CreateTable
CREATE TABLE "ScreeningAnswer" (
    "numberId" INTEGER NOT NULL,
    "questionId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "answer" TEXT NOT NULL,

    PRIMARY KEY ("numberId", "questionId"),
    CONSTRAINT "ScreeningAnswer_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant" ("numberId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ScreeningAnswer_questionId_version_fkey" FOREIGN KEY ("questionId", "version") REFERENCES "ScreeningQuestion" ("questionId", "version") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FunnelEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "compCode" TEXT NOT NULL,
    "source" TEXT NOT NULL DEFAULT '',
    "utmSource" TEXT NOT NULL DEFAULT '',
    "utmMedium" TEXT NOT NULL DEFAULT '',
    "utmCampaign" TEXT NOT NULL DEFAULT '',
    "utmTerm" TEXT NOT NULL DEFAULT '',
    "utmContent" TEXT NOT NULL DEFAULT ''
);

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

-- CreateTable
CREATE TABLE "ApplicantDocument" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "numberId" INTEGER,
    "draftId" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "kind" TEXT NOT NULL,
    "mediaType" TEXT NOT NULL,
    "byteSize" INTEGER NOT NULL,
    "width" INTEGER NOT NULL DEFAULT 0,
    "height" INTEGER NOT NULL DEFAULT 0,
    "sha256" TEXT NOT NULL,
    "content" BLOB NOT NULL,
    "thumbnail" BLOB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ApplicantDocument_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant" ("numberId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ApplicantDocument_draftId_fkey" FOREIGN KEY ("draftId") REFERENCES "ApplicationDraft" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Applicant" (
    "numberId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "creationDate" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ssn" TEXT NOT NULL,
    "ssnLast4" TEXT NOT NULL,
    "compCode" TEXT NOT NULL DEFAULT '',
    "applicantName" TEXT NOT NULL DEFAULT '',
    "dob" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "street" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL DEFAULT '',
    "zip" TEXT NOT NULL DEFAULT '',
    "movedIn" TEXT NOT NULL DEFAULT '',
    "prevStreet1" TEXT NOT NULL DEFAULT '',
    "prevCity1" TEXT NOT NULL DEFAULT '',
    "prevState1" TEXT NOT NULL DEFAULT '',
    "prevZip1" TEXT NOT NULL DEFAULT '',
    "prevMovedIn1" TEXT NOT NULL DEFAULT '',
    "prevStreet2" TEXT NOT NULL DEFAULT '',
    "prevCity2" TEXT NOT NULL DEFAULT '',
    "prevState2" TEXT NOT NULL DEFAULT '',
    "prevZip2" TEXT NOT NULL DEFAULT '',
    "prevMovedIn2" TEXT NOT NULL DEFAULT '',
    "prevStreet3" TEXT NOT NULL DEFAULT '',
    "prevCity3" TEXT NOT NULL DEFAULT '',
    "prevState3" TEXT NOT NULL DEFAULT '',
    "prevZip3" TEXT NOT NULL DEFAULT '',
    "prevMovedIn3" TEXT NOT NULL DEFAULT '',
    "accidentDates1" TEXT NOT NULL DEFAULT '',
    "accidentDates2" TEXT NOT NULL DEFAULT '',
    "accidentDates3" TEXT NOT NULL DEFAULT '',
    "accidentNature1" TEXT NOT NULL DEFAULT '',
    "accidentNature2" TEXT NOT NULL DEFAULT '',
    "accidentNature3" TEXT NOT NULL DEFAULT '',
    "accidentFatalities1" TEXT NOT NULL DEFAULT '',
    "accidentFatalities2" TEXT NOT NULL DEFAULT '',
    "accidentFatalities3" TEXT NOT NULL DEFAULT '',
    "accidentInjuries1" TEXT NOT NULL DEFAULT '',
    "accidentInjuries2" TEXT NOT NULL DEFAULT '',
    "accidentInjuries3" TEXT NOT NULL DEFAULT '',
    "trafficDates1" TEXT NOT NULL DEFAULT '',
    "trafficDates2" TEXT NOT NULL DEFAULT '',
    "trafficDates3" TEXT NOT NULL DEFAULT '',
    "trafficState1" TEXT NOT NULL DEFAULT '',
    "trafficState2" TEXT NOT NULL DEFAULT '',
    "trafficState3" TEXT NOT NULL DEFAULT '',
    "trafficCharge1" TEXT NOT NULL DEFAULT '',
    "trafficCharge2" TEXT NOT NULL DEFAULT '',
    "trafficCharge3" TEXT NOT NULL DEFAULT '',
    "trafficPenalty1" TEXT NOT NULL DEFAULT '',
    "trafficPenalty2" TEXT NOT NULL DEFAULT '',
    "trafficPenalty3" TEXT NOT NULL DEFAULT '',
    "driverState1" TEXT NOT NULL DEFAULT '',
    "driverLicense1" TEXT NOT NULL DEFAULT '',
    "driverType1" TEXT NOT NULL DEFAULT '',
    "driverEndorsement1" TEXT NOT NULL DEFAULT '',
    "driverExpiration1" TEXT NOT NULL DEFAULT '',
    "licenseDenied" TEXT NOT NULL DEFAULT '',
    "licenseDeniedReason" TEXT NOT NULL DEFAULT '',
    "medicalCardMissing" TEXT NOT NULL DEFAULT '',
    "medicalCardExpiration" TEXT NOT NULL DEFAULT '',
    "medicalExaminerNumber" TEXT NOT NULL DEFAULT '',
    "experience1" TEXT NOT NULL DEFAULT '',
    "experience2" TEXT NOT NULL DEFAULT '',
    "experience3" TEXT NOT NULL DEFAULT '',
    "experience4" TEXT NOT NULL DEFAULT '',
    "experience5" TEXT NOT NULL DEFAULT '',
    "expFrom1" TEXT NOT NULL DEFAULT '',
    "expFrom2" TEXT NOT NULL DEFAULT '',
    "expFrom3" TEXT NOT NULL DEFAULT '',
    "expFrom4" TEXT NOT NULL DEFAULT '',
    "expFrom5" TEXT NOT NULL DEFAULT '',
    "expTo1" TEXT NOT NULL DEFAULT '',
    "expTo2" TEXT NOT NULL DEFAULT '',
    "expTo3" TEXT NOT NULL DEFAULT '',
    "expTo4" TEXT NOT NULL DEFAULT '',
    "expTo5" TEXT NOT NULL DEFAULT '',
    "expMiles1" TEXT NOT NULL DEFAULT '',
    "expMiles2" TEXT NOT NULL DEFAULT '',
    "expMiles3" TEXT NOT NULL DEFAULT '',
    "expMiles4" TEXT NOT NULL DEFAULT '',
    "expMiles5" TEXT NOT NULL DEFAULT '',
    "employer1" TEXT NOT NULL DEFAULT '',
    "address1" TEXT NOT NULL DEFAULT '',
    "city_St_Zip1" TEXT NOT NULL DEFAULT '',
    "empFrom1" TEXT NOT NULL DEFAULT '',
    "empTo1" TEXT NOT NULL DEFAULT '',
    "position1" TEXT NOT NULL DEFAULT '',
    "salary1" TEXT NOT NULL DEFAULT '',
    "contact1" TEXT NOT NULL DEFAULT '',
    "phone1" TEXT NOT NULL DEFAULT '',
    "reason1" TEXT NOT NULL DEFAULT '',
    "fmcsr1" TEXT NOT NULL DEFAULT '',
    "drugTest1" TEXT NOT NULL DEFAULT '',
    "employer2" TEXT NOT NULL DEFAULT '',
    "address2" TEXT NOT NULL DEFAULT '',
    "city_St_Zip2" TEXT NOT NULL DEFAULT '',
    "empFrom2" TEXT NOT NULL DEFAULT '',
    "empTo2" TEXT NOT NULL DEFAULT '',
    "position2" TEXT NOT NULL DEFAULT '',
    "salary2" TEXT NOT NULL DEFAULT '',
    "contact2" TEXT NOT NULL DEFAULT '',
    "phone2" TEXT NOT NULL DEFAULT '',
    "reason2" TEXT NOT NULL DEFAULT '',
    "fmcsr2" TEXT NOT NULL DEFAULT '',
    "drugTest2" TEXT NOT NULL DEFAULT '',
    "employer3" TEXT NOT NULL DEFAULT '',
    "address3" TEXT NOT NULL DEFAULT '',
    "city_St_Zip3" TEXT NOT NULL DEFAULT '',
    "empFrom3" TEXT NOT NULL DEFAULT '',
    "empTo3" TEXT NOT NULL DEFAULT '',
    "position3" TEXT NOT NULL DEFAULT '',
    "salary3" TEXT NOT NULL DEFAULT '',
    "contact3" TEXT NOT NULL DEFAULT '',
    "phone3" TEXT NOT NULL DEFAULT '',
    "reason3" TEXT NOT NULL DEFAULT '',
    "fmcsr3" TEXT NOT NULL DEFAULT '',
    "drugTest3" TEXT NOT NULL DEFAULT '',
    "earlierEmployer1" TEXT NOT NULL DEFAULT '',
    "earlierAddress1" TEXT NOT NULL DEFAULT '',
    "earlierFrom1" TEXT NOT NULL DEFAULT '',
    "earlierTo1" TEXT NOT NULL DEFAULT '',
    "earlierPosition1" TEXT NOT NULL DEFAULT '',
    "earlierReason1" TEXT NOT NULL DEFAULT '',
    "earlierFmcsr1" TEXT NOT NULL DEFAULT '',
    "earlierDrugTest1" TEXT NOT NULL DEFAULT '',
    "earlierEmployer2" TEXT NOT NULL DEFAULT '',
    "earlierAddress2" TEXT NOT NULL DEFAULT '',
    "earlierFrom2" TEXT NOT NULL DEFAULT '',
    "earlierTo2" TEXT NOT NULL DEFAULT '',
    "earlierPosition2" TEXT NOT NULL DEFAULT '',
    "earlierReason2" TEXT NOT NULL DEFAULT '',
    "earlierFmcsr2" TEXT NOT NULL DEFAULT '',
    "earlierDrugTest2" TEXT NOT NULL DEFAULT '',
    "earlierEmployer3" TEXT NOT NULL DEFAULT '',
    "earlierAddress3" TEXT NOT NULL DEFAULT '',
    "earlierFrom3" TEXT NOT NULL DEFAULT '',
    "earlierTo3" TEXT NOT NULL DEFAULT '',
    "earlierPosition3" TEXT NOT NULL DEFAULT '',
    "earlierReason3" TEXT NOT NULL DEFAULT '',
    "earlierFmcsr3" TEXT NOT NULL DEFAULT '',
    "earlierDrugTest3" TEXT NOT NULL DEFAULT '',
    "earlierEmployer4" TEXT NOT NULL DEFAULT '',
    "earlierAddress4" TEXT NOT NULL DEFAULT '',
    "earlierFrom4" TEXT NOT NULL DEFAULT '',
    "earlierTo4" TEXT NOT NULL DEFAULT '',
    "earlierPosition4" TEXT NOT NULL DEFAULT '',
    "earlierReason4" TEXT NOT NULL DEFAULT '',
    "earlierFmcsr4" TEXT NOT NULL DEFAULT '',
    "earlierDrugTest4" TEXT NOT NULL DEFAULT '',
    "earlierEmployer5" TEXT NOT NULL DEFAULT '',
    "earlierAddress5" TEXT NOT NULL DEFAULT '',
    "earlierFrom5" TEXT NOT NULL DEFAULT '',
    "earlierTo5" TEXT NOT NULL DEFAULT '',
    "earlierPosition5" TEXT NOT NULL DEFAULT '',
    "earlierReason5" TEXT NOT NULL DEFAULT '',
    "earlierFmcsr5" TEXT NOT NULL DEFAULT '',
    "earlierDrugTest5" TEXT NOT NULL DEFAULT '',
    "earlierEmployer6" TEXT NOT NULL DEFAULT '',
    "earlierAddress6" TEXT NOT NULL DEFAULT '',
    "earlierFrom6" TEXT NOT NULL DEFAULT '',
    "earlierTo6" TEXT NOT NULL DEFAULT '',
    "earlierPosition6" TEXT NOT NULL DEFAULT '',
    "earlierReason6" TEXT NOT NULL DEFAULT '',
    "earlierFmcsr6" TEXT NOT NULL DEFAULT '',
    "earlierDrugTest6" TEXT NOT NULL DEFAULT '',
    "earlierEmployer7" TEXT NOT NULL DEFAULT '',
    "earlierAddress7" TEXT NOT NULL DEFAULT '',
    "earlierFrom7" TEXT NOT NULL DEFAULT '',
    "earlierTo7" TEXT NOT NULL DEFAULT '',
    "earlierPosition7" TEXT NOT NULL DEFAULT '',
    "earlierReason7" TEXT NOT NULL DEFAULT '',
    "earlierFmcsr7" TEXT NOT NULL DEFAULT '',
    "earlierDrugTest7" TEXT NOT NULL DEFAULT '',
    "servedArmy" TEXT NOT NULL DEFAULT '',
    "branch" TEXT NOT NULL DEFAULT '',
    "rank" TEXT NOT NULL DEFAULT '',
    "armyFrom" TEXT NOT NULL DEFAULT '',
    "armyTo" TEXT NOT NULL DEFAULT '',
    "expServing" TEXT NOT NULL DEFAULT '',
    "grade" TEXT NOT NULL DEFAULT '',
    "highSchool" TEXT NOT NULL DEFAULT '',
    "college" TEXT NOT NULL DEFAULT '',
    "schoolName" TEXT NOT NULL DEFAULT '',
    "schoolCity" TEXT NOT NULL DEFAULT '',
    "schoolFrom" TEXT NOT NULL DEFAULT '',
    "schoolTo" TEXT NOT NULL DEFAULT '',
    "noticeAcknowledged" TEXT NOT NULL DEFAULT '',
    "safetyHistoryAuthorized" TEXT NOT NULL DEFAULT '',
    "esignConsent" TEXT NOT NULL DEFAULT '',
    "signature" TEXT NOT NULL DEFAULT '',
    "signature64" TEXT NOT NULL DEFAULT '',
    "formVersion" TEXT NOT NULL DEFAULT '',
    "idempotencyKey" TEXT,
    "payloadDigest" TEXT NOT NULL DEFAULT '',
    "missingItems" TEXT NOT NULL DEFAULT '',
    "signatureAudit" TEXT NOT NULL DEFAULT '',
    "signedContentDigest" TEXT NOT NULL DEFAULT '',
    "submitterIp" TEXT NOT NULL DEFAULT '',
    "userAgent" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'new',
    "ssnDigest" TEXT NOT NULL DEFAULT '',
    "dobPhoneDigest" TEXT NOT NULL DEFAULT '',
    "dobEmailDigest" TEXT NOT NULL DEFAULT '',
    "source" TEXT NOT NULL DEFAULT '',
    "utmSource" TEXT NOT NULL DEFAULT '',
    "utmMedium" TEXT NOT NULL DEFAULT '',
    "utmCampaign" TEXT NOT NULL DEFAULT '',
    "utmTerm" TEXT NOT NULL DEFAULT '',
    "utmContent" TEXT NOT NULL DEFAULT '',
    "screeningOutcome" TEXT NOT NULL DEFAULT 'not-screened'
);
INSERT INTO "new_Applicant" ("accidentDates1", "accidentDates2", "accidentDates3", "accidentFatalities1", "accidentFatalities2", "accidentFatalities3", "accidentInjuries1", "accidentInjuries2", "accidentInjuries3", "accidentNature1", "accidentNature2", "accidentNature3", "address1", "address2", "address3", "applicantName", "armyFrom", "armyTo", "branch", "city", "city_St_Zip1", "city_St_Zip2", "city_St_Zip3", "college", "compCode", "contact1", "contact2", "contact3", "creationDate", "dob", "driverEndorsement1", "driverExpiration1", "driverLicense1", "driverState1", "driverType1", "drugTest1", "drugTest2", "drugTest3", "earlierAddress1", "earlierAddress2", "earlierAddress3", "earlierAddress4", "earlierAddress5", "earlierAddress6", "earlierAddress7", "earlierDrugTest1", "earlierDrugTest2", "earlierDrugTest3", "earlierDrugTest4", "earlierDrugTest5", "earlierDrugTest6", "earlierDrugTest7", "earlierEmployer1", "earlierEmployer2", "earlierEmployer3", "earlierEmployer4", "earlierEmployer5", "earlierEmployer6", "earlierEmployer7", "earlierFmcsr1", "earlierFmcsr2", "earlierFmcsr3", "earlierFmcsr4", "earlierFmcsr5", "earlierFmcsr6", "earlierFmcsr7", "earlierFrom1", "earlierFrom2", "earlierFrom3", "earlierFrom4", "earlierFrom5", "earlierFrom6", "earlierFrom7", "earlierPosition1", "earlierPosition2", "earlierPosition3", "earlierPosition4", "earlierPosition5", "earlierPosition6", "earlierPosition7", "earlierReason1", "earlierReason2", "earlierReason3", "earlierReason4", "earlierReason5", "earlierReason6", "earlierReason7", "earlierTo1", "earlierTo2", "earlierTo3", "earlierTo4", "earlierTo5", "earlierTo6", "earlierTo7", "email", "empFrom1", "empFrom2", "empFrom3", "empTo1", "empTo2", "empTo3", "employer1", "employer2", "employer3", "esignConsent", "expFrom1", "expFrom2", "expFrom3", "expFrom4", "expFrom5", "expMiles1", "expMiles2", "expMiles3", "expMiles4", "expMiles5", "expServing", "expTo1", "expTo2", "expTo3", "expTo4", "expTo5", "experience1", "experience2", "experience3", "experience4", "experience5", "fmcsr1", "fmcsr2", "fmcsr3", "formVersion", "grade", "highSchool", "idempotencyKey", "licenseDenied", "licenseDeniedReason", "missingItems", "movedIn", "noticeAcknowledged", "numberId", "payloadDigest", "phone", "phone1", "phone2", "phone3", "position1", "position2", "position3", "prevCity1", "prevCity2", "prevCity3", "prevMovedIn1", "prevMovedIn2", "prevMovedIn3", "prevState1", "prevState2", "prevState3", "prevStreet1", "prevStreet2", "prevStreet3", "prevZip1", "prevZip2", "prevZip3", "rank", "reason1", "reason2", "reason3", "safetyHistoryAuthorized", "salary1", "salary2", "salary3", "schoolCity", "schoolFrom", "schoolName", "schoolTo", "servedArmy", "signature", "signature64", "signatureAudit", "signedContentDigest", "ssn", "ssnLast4", "state", "status", "street", "submitterIp", "trafficCharge1", "trafficCharge2", "trafficCharge3", "trafficDates1", "trafficDates2", "trafficDates3", "trafficPenalty1", "trafficPenalty2", "trafficPenalty3", "trafficState1", "trafficState2", "trafficState3", "userAgent", "zip") SELECT "accidentDates1", "accidentDates2", "accidentDates3", "accidentFatalities1", "accidentFatalities2", "accidentFatalities3", "accidentInjuries1", "accidentInjuries2", "accidentInjuries3", "accidentNature1", "accidentNature2", "accidentNature3", "address1", "address2", "address3", "applicantName", "armyFrom", "armyTo", "branch", "city", "city_St_Zip1", "city_St_Zip2", "city_St_Zip3", "college", "compCode", "contact1", "contact2", "contact3", "creationDate", "dob", "driverEndorsement1", "driverExpiration1", "driverLicense1", "driverState1", "driverType1", "drugTest1", "drugTest2", "drugTest3", "earlierAddress1", "earlierAddress2", "earlierAddress3", "earlierAddress4", "earlierAddress5", "earlierAddress6", "earlierAddress7", "earlierDrugTest1", "earlierDrugTest2", "earlierDrugTest3", "earlierDrugTest4", "earlierDrugTest5", "earlierDrugTest6", "earlierDrugTest7", "earlierEmployer1", "earlierEmployer2", "earlierEmployer3", "earlierEmployer4", "earlierEmployer5", "earlierEmployer6", "earlierEmployer7", "earlierFmcsr1", "earlierFmcsr2", "earlierFmcsr3", "earlierFmcsr4", "earlierFmcsr5", "earlierFmcsr6", "earlierFmcsr7", "earlierFrom1", "earlierFrom2", "earlierFrom3", "earlierFrom4", "earlierFrom5", "earlierFrom6", "earlierFrom7", "earlierPosition1", "earlierPosition2", "earlierPosition3", "earlierPosition4", "earlierPosition5", "earlierPosition6", "earlierPosition7", "earlierReason1", "earlierReason2", "earlierReason3", "earlierReason4", "earlierReason5", "earlierReason6", "earlierReason7", "earlierTo1", "earlierTo2", "earlierTo3", "earlierTo4", "earlierTo5", "earlierTo6", "earlierTo7", "email", "empFrom1", "empFrom2", "empFrom3", "empTo1", "empTo2", "empTo3", "employer1", "employer2", "employer3", "esignConsent", "expFrom1", "expFrom2", "expFrom3", "expFrom4", "expFrom5", "expMiles1", "expMiles2", "expMiles3", "expMiles4", "expMiles5", "expServing", "expTo1", "expTo2", "expTo3", "expTo4", "expTo5", "experience1", "experience2", "experience3", "experience4", "experience5", "fmcsr1", "fmcsr2", "fmcsr3", "formVersion", "grade", "highSchool", "idempotencyKey", "licenseDenied", "licenseDeniedReason", "missingItems", "movedIn", "noticeAcknowledged", "numberId", "payloadDigest", "phone", "phone1", "phone2", "phone3", "position1", "position2", "position3", "prevCity1", "prevCity2", "prevCity3", "prevMovedIn1", "prevMovedIn2", "prevMovedIn3", "prevState1", "prevState2", "prevState3", "prevStreet1", "prevStreet2", "prevStreet3", "prevZip1", "prevZip2", "prevZip3", "rank", "reason1", "reason2", "reason3", "safetyHistoryAuthorized", "salary1", "salary2", "salary3", "schoolCity", "schoolFrom", "schoolName", "schoolTo", "servedArmy", "signature", "signature64", "signatureAudit", "signedContentDigest", "ssn", "ssnLast4", "state", "status", "street", "submitterIp", "trafficCharge1", "trafficCharge2", "trafficCharge3", "trafficDates1", "trafficDates2", "trafficDates3", "trafficPenalty1", "trafficPenalty2", "trafficPenalty3", "trafficState1", "trafficState2", "trafficState3", "userAgent", "zip" FROM "Applicant";
DROP TABLE "Applicant";
ALTER TABLE "new_Applicant" RENAME TO "Applicant";
CREATE UNIQUE INDEX "Applicant_idempotencyKey_key" ON "Applicant"("idempotencyKey");
CREATE INDEX "Applicant_creationDate_idx" ON "Applicant"("creationDate");
CREATE INDEX "Applicant_compCode_creationDate_idx" ON "Applicant"("compCode", "creationDate");
CREATE INDEX "Applicant_status_creationDate_idx" ON "Applicant"("status", "creationDate");
CREATE INDEX "Applicant_ssnLast4_idx" ON "Applicant"("ssnLast4");
CREATE INDEX "Applicant_applicantName_idx" ON "Applicant"("applicantName");
CREATE INDEX "Applicant_ssnDigest_numberId_idx" ON "Applicant"("ssnDigest", "numberId");
CREATE INDEX "Applicant_dobPhoneDigest_numberId_idx" ON "Applicant"("dobPhoneDigest", "numberId");
CREATE INDEX "Applicant_dobEmailDigest_numberId_idx" ON "Applicant"("dobEmailDigest", "numberId");
CREATE INDEX "Applicant_screeningOutcome_creationDate_idx" ON "Applicant"("screeningOutcome", "creationDate");
CREATE INDEX "Applicant_dashboard_idx" ON "Applicant"("creationDate", "compCode", "status", "source", "utmSource", "numberId");
CREATE INDEX "Applicant_carrier_dashboard_idx" ON "Applicant"("compCode", "creationDate", "status", "source", "utmSource", "numberId");
CREATE TABLE "new_ApplicationDraft" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tokenHash" TEXT NOT NULL,
    "compCode" TEXT NOT NULL,
    "answers" TEXT NOT NULL,
    "stepsDone" INTEGER NOT NULL DEFAULT 0,
    "revision" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "source" TEXT NOT NULL DEFAULT '',
    "utmSource" TEXT NOT NULL DEFAULT '',
    "utmMedium" TEXT NOT NULL DEFAULT '',
    "utmCampaign" TEXT NOT NULL DEFAULT '',
    "utmTerm" TEXT NOT NULL DEFAULT '',
    "utmContent" TEXT NOT NULL DEFAULT ''
);
INSERT INTO "new_ApplicationDraft" ("answers", "compCode", "createdAt", "expiresAt", "id", "revision", "stepsDone", "tokenHash", "updatedAt") SELECT "answers", "compCode", "createdAt", "expiresAt", "id", "revision", "stepsDone", "tokenHash", "updatedAt" FROM "ApplicationDraft";
DROP TABLE "ApplicationDraft";
ALTER TABLE "new_ApplicationDraft" RENAME TO "ApplicationDraft";
CREATE UNIQUE INDEX "ApplicationDraft_tokenHash_key" ON "ApplicationDraft"("tokenHash");
CREATE INDEX "ApplicationDraft_expiresAt_idx" ON "ApplicationDraft"("expiresAt");
CREATE INDEX "ApplicationDraft_updatedAt_idx" ON "ApplicationDraft"("updatedAt");
CREATE INDEX "ApplicationDraft_createdAt_idx" ON "ApplicationDraft"("createdAt");
CREATE INDEX "ApplicationDraft_compCode_createdAt_idx" ON "ApplicationDraft"("compCode", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

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
CREATE INDEX "ReviewEntry_numberId_toStatus_createdAt_idx" ON "ReviewEntry"("numberId", "toStatus", "createdAt");
