import { expect, type Page } from '@playwright/test';

export interface PostalAddress {
  line1: string;
  city: string;
  postalCode: string;
  country: string;
}

/** `/admin/profile`: one region per section (Name, Phone, Address, Password, Feedback). */
export class ProfilePage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/admin/profile');
    await expect(this.page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  }

  section(name: 'Name' | 'Phone' | 'Address' | 'Password' | 'Feedback') {
    return this.page.getByRole('region', { name });
  }

  async rename(name: string) {
    const section = this.section('Name');
    await section.getByRole('textbox', { name: 'Name' }).fill(name);
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByText('Your name was saved.')).toBeVisible();
  }

  async saveAddress(address: PostalAddress) {
    const section = this.section('Address');
    await section.getByRole('textbox', { name: 'Address line 1' }).fill(address.line1);
    await section.getByRole('textbox', { name: 'City' }).fill(address.city);
    await section.getByRole('textbox', { name: 'Postal code' }).fill(address.postalCode);
    await section.getByRole('textbox', { name: 'Country code' }).fill(address.country);
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByText('Your address was saved.')).toBeVisible();
  }

  async sendPhoneCode(phoneNumber: string) {
    const section = this.section('Phone');
    await section.getByRole('textbox', { name: 'Phone number' }).fill(phoneNumber);
    await section.getByRole('button', { name: 'Send verification code' }).click();
    await expect(this.page.getByText(`We sent a 6-digit code to ${phoneNumber}.`)).toBeVisible();
  }

  async verifyPhone(code: string) {
    const section = this.section('Phone');
    await section.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await section.getByRole('button', { name: 'Verify phone' }).click();
    await expect(this.page.getByText('Your phone number is verified.')).toBeVisible();
    await expect(section.getByText('Verified', { exact: true })).toBeVisible();
  }
}
