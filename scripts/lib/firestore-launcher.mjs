// Offline, firebase-tools cannot download the Firestore emulator. The machine's Google Cloud CLI package
// ships the emulator's jar, but without a Main-Class, and firebase-tools starts it as `java -jar`.
// We generate a one-file launcher jar whose manifest names the main class and puts the real jar on the
// class path. See docs/offline.md.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { crc32 } from "node:zlib";

const MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

/** The preinstalled emulator jar, or null where the Debian package is absent (firebase-tools downloads its own). */
export function findFirestoreEmulatorJar() {
  try {
    const files = execFileSync("dpkg", ["-L", "google-cloud-cli-firestore-emulator"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return files.split("\n").find((line) => line.endsWith("emulator.jar")) ?? null;
  } catch {
    return null;
  }
}

/** Manifest lines are at most 72 bytes; longer ones continue on lines that start with one space. */
export function manifestLine(text) {
  const bytes = Buffer.from(text, "utf8");
  const parts = [bytes.subarray(0, 72).toString("utf8")];
  for (let offset = 72; offset < bytes.length; offset += 71) {
    parts.push(" " + bytes.subarray(offset, offset + 71).toString("utf8"));
  }
  return parts.join("\r\n") + "\r\n";
}

/** A zip holding one uncompressed file. */
export function storedZip(name, content) {
  const nameBytes = Buffer.from(name, "utf8");
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4); // version needed
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const centralOffset = local.length + nameBytes.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, nameBytes, content, central, nameBytes, end]);
}

/**
 * Environment for firebase-tools: points FIRESTORE_EMULATOR_BINARY_PATH at a generated launcher when the
 * preinstalled emulator exists, else leaves the variable unset.
 */
export function firestoreEmulatorEnv(cacheDir) {
  const jar = findFirestoreEmulatorJar();
  if (!jar) return {};
  const manifest =
    manifestLine("Manifest-Version: 1.0") +
    manifestLine(`Main-Class: ${MAIN_CLASS}`) +
    manifestLine(`Class-Path: file:${jar}`) +
    "\r\n";
  mkdirSync(cacheDir, { recursive: true });
  const launcher = join(cacheDir, "firestore-emulator-launcher.jar");
  writeFileSync(launcher, storedZip("META-INF/MANIFEST.MF", Buffer.from(manifest, "utf8")));
  return { FIRESTORE_EMULATOR_BINARY_PATH: launcher };
}
