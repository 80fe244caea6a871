package io.kcadvisor.system;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The folder where Tomcat buffers upload parts too large to keep in memory: one per
 * process, {@code uploads-<pid>}, in a base folder that, like it, only the service's user
 * may enter. When the service starts it empties its own folder and deletes those of
 * processes that no longer run, so that no sample outlives a crash for longer than the
 * next start.
 */
final class UploadFolder {

	private static final Pattern FOLDER = Pattern.compile("uploads-(\\d+)");

	private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");

	private UploadFolder() {
	}

	/**
	 * Prepares the process's upload folder.
	 * @param base the base folder, created when missing
	 * @param pid the process's id
	 * @return the process's upload folder, empty
	 * @throws UncheckedIOException when the folders cannot be made private or emptied
	 */
	static Path prepare(Path base, long pid) {
		try {
			ownerOnly(Files.createDirectories(base));
			for (Path folder : list(base)) {
				Matcher name = FOLDER.matcher(folder.getFileName().toString());
				if (name.matches() && isEnded(Long.parseLong(name.group(1)), pid)) {
					delete(folder);
				}
			}
			return ownerOnly(Files.createDirectories(base.resolve("uploads-" + pid)));
		}
		catch (IOException ex) {
			throw new UncheckedIOException("The upload folder in " + base + " could not be prepared", ex);
		}
	}

	/**
	 * Whether a folder's process has ended, its own folder being left by a former one.
	 */
	private static boolean isEnded(long folderPid, long pid) {
		return folderPid == pid || ProcessHandle.of(folderPid).isEmpty();
	}

	private static Path ownerOnly(Path folder) throws IOException {
		if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
			throw new IOException(folder + " is not a folder");
		}
		if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
			Files.setPosixFilePermissions(folder, OWNER_ONLY);
		}
		return folder;
	}

	private static List<Path> list(Path base) throws IOException {
		try (Stream<Path> entries = Files.list(base)) {
			return entries.toList();
		}
	}

	/** Deletes a folder and what it holds, following no link. */
	private static void delete(Path folder) throws IOException {
		Files.walkFileTree(folder, new SimpleFileVisitor<>() {

			@Override
			public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
				Files.delete(file);
				return FileVisitResult.CONTINUE;
			}

			@Override
			public FileVisitResult postVisitDirectory(Path directory, IOException ex) throws IOException {
				if (ex != null) {
					throw ex;
				}
				Files.delete(directory);
				return FileVisitResult.CONTINUE;
			}

		});
	}

}
