package io.kcadvisor.system;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Upload parts buffered on disk go to a folder of the process's own, that only the
 * service's user can enter, and that the service empties when it starts, with the folders
 * of processes that no longer run, so that nothing of a sample outlives a crash.
 */
class UploadFolderTests {

	private static final long PID = ProcessHandle.current().pid();

	@TempDir
	private Path base;

	@Test
	void theFolderIsTheProcessesOwnAndPrivate() throws IOException {
		Path folder = UploadFolder.prepare(this.base, PID);
		assertThat(folder).isDirectory().hasFileName("uploads-" + PID).hasParent(this.base);
		assumeThat(FileSystems.getDefault().supportedFileAttributeViews()).contains("posix");
		assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(folder))).isEqualTo("rwx------");
		assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(this.base))).isEqualTo("rwx------");
	}

	@Test
	void whatAnEarlierProcessLeftIsDeletedAtStartUp() throws Exception {
		long ended = endedProcess();
		Path stale = Files.createDirectories(this.base.resolve("uploads-" + ended).resolve("nested"));
		Files.writeString(stale.resolve("upload_1.tmp"), "sample bytes");
		Path own = Files.createDirectories(this.base.resolve("uploads-" + PID));
		Files.writeString(own.resolve("upload_2.tmp"), "sample bytes of a process with the same id");
		Path folder = UploadFolder.prepare(this.base, PID);
		assertThat(this.base.resolve("uploads-" + ended)).doesNotExist();
		assertThat(folder).isEmptyDirectory();
	}

	@Test
	void theFolderOfAProcessStillRunningIsLeftAlone() throws IOException {
		long running = ProcessHandle.current().parent().orElseThrow().pid();
		Path other = Files.createDirectories(this.base.resolve("uploads-" + running));
		Files.writeString(other.resolve("upload_3.tmp"), "another instance's upload");
		UploadFolder.prepare(this.base, PID);
		assertThat(other.resolve("upload_3.tmp")).exists();
	}

	private static long endedProcess() throws Exception {
		Process process = new ProcessBuilder("true").start();
		process.waitFor();
		return process.pid();
	}

}
