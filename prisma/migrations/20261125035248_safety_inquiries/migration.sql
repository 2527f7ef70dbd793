-- CreateTable
CREATE TABLE "SafetyInquiry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "numberId" INTEGER NOT NULL,
    "job" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "contactEmail" TEXT NOT NULL DEFAULT '',
    "contactFax" TEXT NOT NULL DEFAULT '',
    "contactAddress" TEXT NOT NULL DEFAULT '',
    "tokenHash" TEXT,
    "sentAt" DATETIME,
    "sentTo" TEXT NOT NULL DEFAULT '',
    "sentByName" TEXT NOT NULL DEFAULT '',
    "expiresAt" DATETIME,
    "answeredAt" DATETIME,
    "answers" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "SafetyInquiry_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant" ("numberId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SafetyInquiryNote" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "inquiryId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "staffUserId" TEXT NOT NULL,
    "staffName" TEXT NOT NULL,
    "note" TEXT NOT NULL,
    CONSTRAINT "SafetyInquiryNote_inquiryId_fkey" FOREIGN KEY ("inquiryId") REFERENCES "SafetyInquiry" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "SafetyInquiry_tokenHash_key" ON "SafetyInquiry"("tokenHash");

-- CreateIndex
CREATE INDEX "SafetyInquiry_sentAt_answeredAt_idx" ON "SafetyInquiry"("sentAt", "answeredAt");

-- CreateIndex
CREATE UNIQUE INDEX "SafetyInquiry_numberId_job_key" ON "SafetyInquiry"("numberId", "job");

-- CreateIndex
CREATE INDEX "SafetyInquiryNote_inquiryId_createdAt_idx" ON "SafetyInquiryNote"("inquiryId", "createdAt");
