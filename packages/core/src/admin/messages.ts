/**
 * User management and its audit log (admin).
 * Indonesian text spelled as the product spec spells it (shared texts: ../messages.ts, ADR 56).
 */
import { keptMailDays } from './mail-status';

/** Admin: user management (spec §2 Admin users, §4, §5, §8 "Admin users"). */
export const adminUserMessages = {
  title: 'Manajemen User',
  subtitle: 'Tambah, ubah, dan hapus akun pengguna dan admin.',
  listTab: 'Daftar User',
  sections: 'Bagian halaman user',
  searchLabel: 'Cari user',
  searchPlaceholder: 'Cari nama, email, atau ID...',
  add: 'Tambah User',
  columns: {
    name: 'Name',
    id: 'ID',
    email: 'Email',
    role: 'Role',
    dateAdded: 'Date added',
    action: 'Action',
  },
  tableCaption: 'Daftar user',
  edit: 'Edit',
  delete: 'Hapus',
  editUser: (name: string) => `Edit ${name}`,
  deleteUser: (name: string) => `Hapus ${name}`,
  you: 'Anda',
  loading: 'Memuat data user...',
  empty: 'Belum ada user.',
  noMatch: (query: string) => `Tidak ada user yang cocok dengan "${query}".`,
  showing: (shown: number, total: number) => `Menampilkan ${shown} dari ${total} user`,
  loadMore: 'Muat lebih banyak',
  form: {
    addTitle: 'Tambah User',
    editTitle: 'Edit User',
    username: 'Username',
    email: 'Email',
    fullName: 'Nama Lengkap',
    role: 'Role',
    address: 'Alamat',
    password: 'Password',
    passwordEditHint: 'Password (kosongkan jika tidak diubah)',
    save: 'Simpan',
    saving: 'Menyimpan...',
    cancel: 'Batal',
  },
  roleLabels: { user: 'Pengguna', counsellor: 'Konselor', supervisor: 'Supervisor', admin: 'Admin' },
  roleInvalid: 'Role harus Pengguna, Konselor, Supervisor, atau Admin.',
  created: 'User berhasil ditambahkan!',
  updated: 'User berhasil diupdate!',
  deleted: 'User berhasil dihapus!',
  loadFailed: 'Gagal mengambil data pengguna',
  connectionFailed: 'Gagal koneksi ke server',
  createFailed: 'Gagal menambah user',
  updateFailed: 'Gagal mengupdate user',
  deleteFailed: 'Gagal menghapus user',
  deleteTitle: 'Konfirmasi Hapus User',
  deleteConfirm: (name: string) =>
    `Yakin ingin menghapus user "${name}"? Tindakan ini tidak dapat dibatalkan. Semua data user ini ` +
    '(profil, foto, hasil tes diri, pertanyaan, respon dan vote forum, serta percakapan chat beserta filenya) ' +
    'akan dihapus secara permanen.',
  deleteButton: 'Hapus',
  notFound: 'User tidak ditemukan.',
  lastAdminDemote: 'Tidak dapat mengubah role admin terakhir. Tambahkan admin lain terlebih dahulu.',
  lastAdminDelete: 'Tidak dapat menghapus admin terakhir. Tambahkan admin lain terlebih dahulu.',
  selfDelete: 'Anda tidak dapat menghapus akun Anda sendiri saat sedang masuk dengan akun tersebut.',
  invalidCursor: 'Halaman data tidak valid. Silakan muat ulang daftar.',
  queryTooLong: 'Kata kunci pencarian maksimal 100 karakter.',
} as const;

/** The admin's one-time reset link (works without e-mail) and the mail status (issue 33). */
export const adminRecoveryMessages = {
  resetLink: 'Tautan atur ulang',
  resetLinkFor: (name: string) => `Buat tautan atur ulang kata sandi untuk ${name}`,
  confirmTitle: 'Buat tautan atur ulang kata sandi?',
  confirmText: (name: string) =>
    `Tautan sekali pakai untuk ${name} akan dibuat. Siapa pun yang membukanya dapat membuat kata sandi baru untuk akun ini, jadi serahkan hanya kepada pemilik akun (misalnya lewat telepon). Pembuatan tautan dicatat di log aktivitas.`,
  confirmButton: 'Buat Tautan',
  dialogTitle: 'Tautan atur ulang kata sandi',
  dialogText: (name: string) => `Serahkan tautan ini kepada ${name}. Tautan hanya dapat dipakai sekali.`,
  linkLabel: 'Tautan',
  expires: (time: string) => `Berlaku sampai ${time}.`,
  copy: 'Salin tautan',
  copied: 'Tautan disalin.',
  close: 'Tutup',
  failed: 'Gagal membuat tautan atur ulang.',
  mailNotConfigured: `Email belum dikonfigurasi (SMTP_URL kosong): email verifikasi dan atur ulang kata sandi disimpan di basis data server selama ${keptMailDays} hari dan tidak terkirim. Gunakan tautan atur ulang untuk membantu pengguna yang lupa kata sandi.`,
  mailFailing: (count: number) => `${count} email gagal terkirim dan akan dicoba lagi.`,
} as const;

/** The admin audit log (who did what to whom, and when). */
export const auditLogMessages = {
  tab: 'Log Aktivitas',
  caption: 'Log aktivitas admin',
  columns: { time: 'Waktu', actor: 'Admin', action: 'Aksi', target: 'Target', details: 'Detail' },
  actions: {
    'user.created': 'Menambah user',
    'user.updated': 'Mengubah data user',
    'user.role_changed': 'Mengubah role user',
    'user.deleted': 'Menghapus user',
    'account.self_deleted': 'Akun dihapus oleh pemiliknya',
    'user.password_reset_link': 'Membuat tautan atur ulang kata sandi',
    'service_hours.updated': 'Mengubah jam layanan',
    'chat.note_added': 'Menambah catatan percakapan',
    'chat.summary_updated': 'Mengubah ringkasan kasus',
    'chat.risk_handled': 'Menandai tanda risiko ditangani',
  },
  changedFields: 'Diubah:',
  roleChange: (from: string, to: string) => `${from} → ${to}`,
  initialRole: (role: string) => `Role: ${role}`,
  previousUsername: (name: string) => `sebelumnya @${name}`,
  fieldNames: {
    username: 'username',
    email: 'email',
    fullName: 'nama lengkap',
    address: 'alamat',
    password: 'password',
    timezone: 'zona waktu',
    weekly: 'jadwal mingguan',
    closedDates: 'tanggal tutup',
  },
  loading: 'Memuat log aktivitas...',
  empty: 'Belum ada aktivitas admin.',
  loadFailed: 'Gagal memuat log aktivitas.',
  loadMore: 'Muat lebih banyak',
} as const;
