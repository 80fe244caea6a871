package io.kcadvisor.analysis.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.sample.SamplePart;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.BufferPoolMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.springframework.web.multipart.MultipartFile;

/**
 * An upload part buffered on disk is read into an array of its size, without leaving the
 * request thread a direct buffer of that size, which the JDK would keep for the thread.
 */
class MultipartSampleUploadTests {

	private static final int SIZE = 16 << 20;

	@TempDir
	Path folder;

	@Test
	void aPartOnDiskIsReadWhole() throws IOException {
		byte[] content = new byte[SIZE + 17];
		new Random(7).nextBytes(content);
		Path part = Files.write(this.folder.resolve("part"), content);
		List<SamplePart> parts = new MultipartSampleUpload(List.of(new PartOnDisk(part)), "192.0.2.1").read();
		assertThat(parts).singleElement().satisfies((read) -> assertThat(read.content()).isEqualTo(content));
	}

	@Test
	void readingAPartOnDiskLeavesTheThreadNoBufferOfItsSize() throws IOException {
		Path part = Files.write(this.folder.resolve("part"), new byte[SIZE]);
		MultipartSampleUpload upload = new MultipartSampleUpload(List.of(new PartOnDisk(part)), "192.0.2.1");
		long kept = CompletableFuture.supplyAsync(() -> {
			long before = directMemoryUsed();
			try {
				upload.read();
			}
			catch (IOException ex) {
				throw new IllegalStateException(ex);
			}
			return directMemoryUsed() - before;
		}, (task) -> new Thread(task).start()).join();
		assertThat(kept).as("direct memory kept by the reading thread").isLessThan(SIZE / 4);
	}

	private static long directMemoryUsed() {
		return ManagementFactory.getPlatformMXBeans(BufferPoolMXBean.class)
			.stream()
			.filter((pool) -> pool.getName().equals("direct"))
			.mapToLong(BufferPoolMXBean::getMemoryUsed)
			.sum();
	}

	/** A part Tomcat buffered in a file, read through a file channel as Tomcat's is. */
	private record PartOnDisk(Path file) implements MultipartFile {

		@Override
		public String getName() {
			return "sample";
		}

		@Override
		public String getOriginalFilename() {
			return "events.bin";
		}

		@Override
		public String getContentType() {
			return "application/octet-stream";
		}

		@Override
		public boolean isEmpty() {
			return getSize() == 0;
		}

		@Override
		public long getSize() {
			return this.file.toFile().length();
		}

		@Override
		public byte[] getBytes() throws IOException {
			return Files.readAllBytes(this.file);
		}

		@Override
		public InputStream getInputStream() throws IOException {
			return Files.newInputStream(this.file);
		}

		@Override
		public void transferTo(File dest) throws IOException {
			Files.copy(this.file, dest.toPath());
		}

	}

}
