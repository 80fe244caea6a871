package io.kcadvisor.analysis.web;

import io.kcadvisor.analysis.SampleUpload;
import io.kcadvisor.sample.SamplePart;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import org.springframework.web.multipart.MultipartFile;

/**
 * The {@code sample} parts of a multipart request, read only when the service takes them,
 * each into an array of its size: the upload is held once.
 */
final class MultipartSampleUpload implements SampleUpload {

	private static final int CHUNK = 64 * 1024;

	private final List<MultipartFile> files;

	private final String client;

	MultipartSampleUpload(List<MultipartFile> files, String client) {
		this.files = files;
		this.client = client;
	}

	@Override
	public String client() {
		return this.client;
	}

	@Override
	public long declaredSize() {
		return this.files.stream().mapToLong(MultipartFile::getSize).sum();
	}

	@Override
	public List<SamplePart> read() throws IOException {
		List<SamplePart> parts = new ArrayList<>(this.files.size());
		for (MultipartFile file : this.files) {
			parts.add(new SamplePart(file.getOriginalFilename(), read(file)));
		}
		return parts;
	}

	/**
	 * Reads a part in chunks: a file channel reads into a temporary direct buffer of the
	 * size asked for, which the thread then keeps.
	 */
	private static byte[] read(MultipartFile file) throws IOException {
		byte[] content = new byte[Math.toIntExact(file.getSize())];
		try (InputStream in = file.getInputStream()) {
			int read = 0;
			while (read < content.length) {
				int chunk = in.read(content, read, Math.min(CHUNK, content.length - read));
				if (chunk < 0) {
					break;
				}
				read += chunk;
			}
			if (read != content.length || in.read() != -1) {
				throw new IOException("The part '" + file.getName() + "' changed size while it was read");
			}
		}
		return content;
	}

}
