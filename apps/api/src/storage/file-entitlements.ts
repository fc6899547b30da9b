import { Injectable } from '@nestjs/common';
import type { StaffPrincipal } from '../auth/staff-principal';
import { StoredFiles, type StoredFileRow } from './stored-files';

/**
 * A kind of thing that names files (content items, consultations, the association's
 * configuration): it says whether a staff member may read one of its files, by its own rules for
 * reading the thing itself. A file id alone grants nothing.
 */
export type FileOwner = {
  admitsStaff(staff: StaffPrincipal, fileId: string): Promise<boolean>;
};

/**
 * Who may read a stored file: the person who uploaded it (they had the bytes), or whoever a
 * thing that names the file admits. Owners register themselves from their own modules, so the
 * storage module depends on none of them.
 */
@Injectable()
export class FileEntitlements {
  private readonly owners: FileOwner[] = [];

  constructor(private readonly files: StoredFiles) {}

  register(owner: FileOwner): void {
    this.owners.push(owner);
  }

  async staffMayRead(staff: StaffPrincipal, file: Pick<StoredFileRow, 'fileId' | 'uploadedBy'>): Promise<boolean> {
    if (file.uploadedBy === staff.uid) return true;
    for (const owner of this.owners) if (await owner.admitsStaff(staff, file.fileId)) return true;
    return false;
  }

  /**
   * Files a staff member's write may name (content, a message, an import): verified files of the
   * association they may read themselves. Naming is how a file reaches new readers, so a file id
   * seen somewhere never lets anyone publish or forward a file they could not open. Answers the
   * ids that fail; the ones that pass are marked referenced, so they are kept.
   */
  async unusableBy(staff: StaffPrincipal, fileIds: readonly string[]): Promise<string[]> {
    const wanted = [...new Set(fileIds)];
    const found = new Map((await this.files.findAll(staff.tenantId, wanted.filter(isUuid))).map((file) => [file.fileId, file]));
    const unusable: string[] = [];
    for (const fileId of wanted) {
      const file = found.get(fileId);
      if (file?.status !== 'verified' || !(await this.staffMayRead(staff, file))) unusable.push(fileId);
    }
    await this.files.markReferenced(staff.tenantId, wanted.filter((fileId) => !unusable.includes(fileId)));
    return unusable;
  }
}

const isUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
