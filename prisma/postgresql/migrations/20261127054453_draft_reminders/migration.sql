-- AlterTable
ALTER TABLE "ApplicationDraft" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en',
ADD COLUMN     "remindedAt" TIMESTAMP(3),
ADD COLUMN     "reminderLockedUntil" TIMESTAMP(3),
ADD COLUMN     "reminderRetryAt" TIMESTAMP(3),
ADD COLUMN     "remindersSent" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "remindersStopped" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "ApplicationDraft_remindersSent_updatedAt_idx" ON "ApplicationDraft"("remindersSent", "updatedAt");
