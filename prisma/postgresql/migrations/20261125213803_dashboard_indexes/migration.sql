-- CreateIndex
CREATE INDEX "Applicant_dashboard_idx" ON "Applicant"("creationDate", "compCode", "status", "source", "utmSource", "numberId");

-- CreateIndex
CREATE INDEX "Applicant_carrier_dashboard_idx" ON "Applicant"("compCode", "creationDate", "status", "source", "utmSource", "numberId");

-- CreateIndex
CREATE INDEX "ReviewEntry_numberId_toStatus_createdAt_idx" ON "ReviewEntry"("numberId", "toStatus", "createdAt");
