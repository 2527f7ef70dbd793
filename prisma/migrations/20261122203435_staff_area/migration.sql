-- CreateTable
CREATE TABLE "ReviewEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "numberId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "staffUserId" TEXT NOT NULL,
    "staffName" TEXT NOT NULL,
    "fromStatus" TEXT NOT NULL,
    "toStatus" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "ReviewEntry_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant" ("numberId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "action" TEXT NOT NULL,
    "staffUserId" TEXT,
    "staffEmail" TEXT NOT NULL DEFAULT '',
    "numberId" INTEGER,
    "ip" TEXT NOT NULL DEFAULT '',
    "userAgent" TEXT NOT NULL DEFAULT '',
    "detail" TEXT NOT NULL DEFAULT '{}'
);

-- CreateTable
CREATE TABLE "WebhookDelivery" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "numberId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "body" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" DATETIME,
    "lastStatus" INTEGER,
    "lastError" TEXT NOT NULL DEFAULT '',
    "lockedUntil" DATETIME,
    CONSTRAINT "WebhookDelivery_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant" ("numberId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "user" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "emailVerified" BOOLEAN NOT NULL DEFAULT false,
    "image" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "role" TEXT,
    "banned" BOOLEAN DEFAULT false,
    "banReason" TEXT,
    "banExpires" DATETIME
);

-- CreateTable
CREATE TABLE "session" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "expiresAt" DATETIME NOT NULL,
    "token" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "ipAddress" TEXT,
    "userAgent" TEXT,
    "userId" TEXT NOT NULL,
    "impersonatedBy" TEXT,
    CONSTRAINT "session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "account" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "providerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "accessToken" TEXT,
    "refreshToken" TEXT,
    "idToken" TEXT,
    "accessTokenExpiresAt" DATETIME,
    "refreshTokenExpiresAt" DATETIME,
    "scope" TEXT,
    "password" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "account_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "verification" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "identifier" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Applicant" (
    "numberId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "creationDate" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "applicantName" TEXT NOT NULL DEFAULT '',
    "dob" TEXT NOT NULL DEFAULT '',
    "ssn" TEXT NOT NULL,
    "ssnLast4" TEXT NOT NULL,
    "compCode" TEXT NOT NULL DEFAULT '',
    "signature" TEXT NOT NULL DEFAULT '',
    "signature64" TEXT NOT NULL DEFAULT '',
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
    "contact1" TEXT NOT NULL DEFAULT '',
    "address1" TEXT NOT NULL DEFAULT '',
    "city_St_Zip1" TEXT NOT NULL DEFAULT '',
    "phone1" TEXT NOT NULL DEFAULT '',
    "reason1" TEXT NOT NULL DEFAULT '',
    "empFrom1" TEXT NOT NULL DEFAULT '',
    "empTo1" TEXT NOT NULL DEFAULT '',
    "position1" TEXT NOT NULL DEFAULT '',
    "salary1" TEXT NOT NULL DEFAULT '',
    "employer2" TEXT NOT NULL DEFAULT '',
    "contact2" TEXT NOT NULL DEFAULT '',
    "address2" TEXT NOT NULL DEFAULT '',
    "city_St_Zip2" TEXT NOT NULL DEFAULT '',
    "phone2" TEXT NOT NULL DEFAULT '',
    "reason2" TEXT NOT NULL DEFAULT '',
    "empFrom2" TEXT NOT NULL DEFAULT '',
    "empTo2" TEXT NOT NULL DEFAULT '',
    "position2" TEXT NOT NULL DEFAULT '',
    "salary2" TEXT NOT NULL DEFAULT '',
    "employer3" TEXT NOT NULL DEFAULT '',
    "contact3" TEXT NOT NULL DEFAULT '',
    "address3" TEXT NOT NULL DEFAULT '',
    "city_St_Zip3" TEXT NOT NULL DEFAULT '',
    "phone3" TEXT NOT NULL DEFAULT '',
    "reason3" TEXT NOT NULL DEFAULT '',
    "empFrom3" TEXT NOT NULL DEFAULT '',
    "empTo3" TEXT NOT NULL DEFAULT '',
    "position3" TEXT NOT NULL DEFAULT '',
    "salary3" TEXT NOT NULL DEFAULT '',
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
    "idempotencyKey" TEXT,
    "payloadDigest" TEXT NOT NULL DEFAULT '',
    "submitterIp" TEXT NOT NULL DEFAULT '',
    "userAgent" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'new'
);
INSERT INTO "new_Applicant" ("accidentDates1", "accidentDates2", "accidentDates3", "accidentFatalities1", "accidentFatalities2", "accidentFatalities3", "accidentInjuries1", "accidentInjuries2", "accidentInjuries3", "accidentNature1", "accidentNature2", "accidentNature3", "address1", "address2", "address3", "applicantName", "armyFrom", "armyTo", "branch", "city_St_Zip1", "city_St_Zip2", "city_St_Zip3", "college", "compCode", "contact1", "contact2", "contact3", "creationDate", "dob", "driverEndorsement1", "driverExpiration1", "driverLicense1", "driverState1", "driverType1", "empFrom1", "empFrom2", "empFrom3", "empTo1", "empTo2", "empTo3", "employer1", "employer2", "employer3", "expFrom1", "expFrom2", "expFrom3", "expFrom4", "expFrom5", "expMiles1", "expMiles2", "expMiles3", "expMiles4", "expMiles5", "expServing", "expTo1", "expTo2", "expTo3", "expTo4", "expTo5", "experience1", "experience2", "experience3", "experience4", "experience5", "grade", "highSchool", "idempotencyKey", "numberId", "payloadDigest", "phone1", "phone2", "phone3", "position1", "position2", "position3", "rank", "reason1", "reason2", "reason3", "salary1", "salary2", "salary3", "schoolCity", "schoolFrom", "schoolName", "schoolTo", "servedArmy", "signature", "signature64", "ssn", "ssnLast4", "submitterIp", "trafficCharge1", "trafficCharge2", "trafficCharge3", "trafficDates1", "trafficDates2", "trafficDates3", "trafficPenalty1", "trafficPenalty2", "trafficPenalty3", "trafficState1", "trafficState2", "trafficState3", "userAgent") SELECT "accidentDates1", "accidentDates2", "accidentDates3", "accidentFatalities1", "accidentFatalities2", "accidentFatalities3", "accidentInjuries1", "accidentInjuries2", "accidentInjuries3", "accidentNature1", "accidentNature2", "accidentNature3", "address1", "address2", "address3", "applicantName", "armyFrom", "armyTo", "branch", "city_St_Zip1", "city_St_Zip2", "city_St_Zip3", "college", "compCode", "contact1", "contact2", "contact3", "creationDate", "dob", "driverEndorsement1", "driverExpiration1", "driverLicense1", "driverState1", "driverType1", "empFrom1", "empFrom2", "empFrom3", "empTo1", "empTo2", "empTo3", "employer1", "employer2", "employer3", "expFrom1", "expFrom2", "expFrom3", "expFrom4", "expFrom5", "expMiles1", "expMiles2", "expMiles3", "expMiles4", "expMiles5", "expServing", "expTo1", "expTo2", "expTo3", "expTo4", "expTo5", "experience1", "experience2", "experience3", "experience4", "experience5", "grade", "highSchool", "idempotencyKey", "numberId", "payloadDigest", "phone1", "phone2", "phone3", "position1", "position2", "position3", "rank", "reason1", "reason2", "reason3", "salary1", "salary2", "salary3", "schoolCity", "schoolFrom", "schoolName", "schoolTo", "servedArmy", "signature", "signature64", "ssn", "ssnLast4", "submitterIp", "trafficCharge1", "trafficCharge2", "trafficCharge3", "trafficDates1", "trafficDates2", "trafficDates3", "trafficPenalty1", "trafficPenalty2", "trafficPenalty3", "trafficState1", "trafficState2", "trafficState3", "userAgent" FROM "Applicant";
DROP TABLE "Applicant";
ALTER TABLE "new_Applicant" RENAME TO "Applicant";
CREATE UNIQUE INDEX "Applicant_idempotencyKey_key" ON "Applicant"("idempotencyKey");
CREATE INDEX "Applicant_creationDate_idx" ON "Applicant"("creationDate");
CREATE INDEX "Applicant_compCode_creationDate_idx" ON "Applicant"("compCode", "creationDate");
CREATE INDEX "Applicant_status_creationDate_idx" ON "Applicant"("status", "creationDate");
CREATE INDEX "Applicant_ssnLast4_idx" ON "Applicant"("ssnLast4");
CREATE INDEX "Applicant_applicantName_idx" ON "Applicant"("applicantName");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "ReviewEntry_numberId_createdAt_idx" ON "ReviewEntry"("numberId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_createdAt_idx" ON "AuditEvent"("createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_action_createdAt_idx" ON "AuditEvent"("action", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_numberId_idx" ON "AuditEvent"("numberId");

-- CreateIndex
CREATE INDEX "AuditEvent_staffEmail_createdAt_idx" ON "AuditEvent"("staffEmail", "createdAt");

-- CreateIndex
CREATE INDEX "WebhookDelivery_deliveredAt_nextAttemptAt_idx" ON "WebhookDelivery"("deliveredAt", "nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "user_email_key" ON "user"("email");

-- CreateIndex
CREATE UNIQUE INDEX "session_token_key" ON "session"("token");

-- CreateIndex
CREATE INDEX "session_userId_idx" ON "session"("userId");

-- CreateIndex
CREATE INDEX "account_userId_idx" ON "account"("userId");

-- CreateIndex
CREATE INDEX "verification_identifier_idx" ON "verification"("identifier");
