import { journalCategories } from '@sehat/core/education/limits';

/**
 * The database the peer's PHP expects. Its repository ships no schema, so this is read off the
 * columns its queries name (users, forum_*, jurnal, pertanyaan_tesdiri, hasil_tesdiri): InnoDB,
 * utf8mb4, primary keys and the foreign keys (each with its index) a phpMyAdmin schema of
 * this kind carries. The names in `peerDatabase` are the ones its config/db.php connects with,
 * so its code runs unchanged. Its `jurnal.kategori` takes the categories ours has now (the
 * peer's three, then depresi and anxiety), so both sides hold the same journals.
 */
export const peerDatabase = {
  name: 'u698909386_db_mindcare',
  user: 'u698909386_mc_user',
  password: 'MindCare123',
};

export const peerSchema = `
CREATE TABLE users (
  id INT AUTO_INCREMENT PRIMARY KEY,
  username VARCHAR(50) NOT NULL UNIQUE,
  email VARCHAR(100) NOT NULL UNIQUE,
  password VARCHAR(255) NOT NULL,
  fullName VARCHAR(100),
  role ENUM('user', 'admin') NOT NULL DEFAULT 'user',
  photo VARCHAR(255),
  address TEXT,
  created_at DATETIME DEFAULT CURRENT_TIMESTAMP
) ENGINE=InnoDB;
CREATE TABLE forum_questions (
  id INT AUTO_INCREMENT PRIMARY KEY,
  user_id INT,
  title VARCHAR(255) NOT NULL,
  \`desc\` TEXT NOT NULL,
  created_at DATETIME DEFAULT CURRENT_TIMESTAMP,
  updated_at DATETIME DEFAULT CURRENT_TIMESTAMP,
  FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL
) ENGINE=InnoDB;
CREATE TABLE forum_responses (
  id INT AUTO_INCREMENT PRIMARY KEY,
  question_id INT NOT NULL,
  user_id INT,
  response_text TEXT NOT NULL,
  vote INT NOT NULL DEFAULT 0,
  created_at DATETIME DEFAULT CURRENT_TIMESTAMP,
  updated_at DATETIME DEFAULT CURRENT_TIMESTAMP,
  FOREIGN KEY (question_id) REFERENCES forum_questions(id) ON DELETE CASCADE,
  FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL
) ENGINE=InnoDB;
CREATE TABLE forum_response_votes (
  id INT AUTO_INCREMENT PRIMARY KEY,
  user_id INT NOT NULL,
  response_id INT NOT NULL,
  vote_type ENUM('up', 'down') NOT NULL,
  created_at DATETIME DEFAULT CURRENT_TIMESTAMP,
  FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  FOREIGN KEY (response_id) REFERENCES forum_responses(id) ON DELETE CASCADE
) ENGINE=InnoDB;
CREATE TABLE jurnal (
  id INT AUTO_INCREMENT PRIMARY KEY,
  kategori ENUM(${journalCategories.map((c) => `'${c}'`).join(', ')}) NOT NULL,
  judul VARCHAR(255) NOT NULL DEFAULT '',
  sumber VARCHAR(500) NOT NULL,
  kutipan TEXT NOT NULL,
  created_at DATETIME DEFAULT CURRENT_TIMESTAMP,
  updated_at DATETIME DEFAULT CURRENT_TIMESTAMP
) ENGINE=InnoDB;
CREATE TABLE pertanyaan_tesdiri (
  nomor INT PRIMARY KEY,
  pertanyaan TEXT NOT NULL,
  kategori VARCHAR(20)
) ENGINE=InnoDB;
CREATE TABLE hasil_tesdiri (
  id INT AUTO_INCREMENT PRIMARY KEY,
  user_id INT,
  tanggal DATETIME DEFAULT CURRENT_TIMESTAMP,
  jawaban TEXT NOT NULL,
  hasil VARCHAR(50) NOT NULL,
  severity VARCHAR(20) NOT NULL,
  FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
) ENGINE=InnoDB;
`;
