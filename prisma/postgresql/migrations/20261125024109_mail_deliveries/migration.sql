-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "notifyEmails" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'webhook',
ADD COLUMN     "recipients" TEXT NOT NULL DEFAULT '';
