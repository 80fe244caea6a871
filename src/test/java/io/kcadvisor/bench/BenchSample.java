package io.kcadvisor.bench;

import io.kcadvisor.sample.Sample;
import io.kcadvisor.sample.SampleException;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sample.SamplePart;
import io.kcadvisor.sample.SampleSettings;
import io.kcadvisor.sample.SampleSplitter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

/**
 * Splits files into records as the service splits an upload with format {@code auto}.
 */
public final class BenchSample {

	/** The size of the sample the sweeps are timed on. */
	static final int SWEEP_BYTES = 4 * 1024 * 1024;

	private static final SampleSplitter SPLITTER = new SampleSplitter(
			new Binder(new MapConfigurationPropertySource()).bindOrCreate("advisor.sample", SampleSettings.class)
				.limits());

	private BenchSample() {
	}

	/**
	 * Splits one file.
	 * @param file the file, optionally followed by {@code :} and a format's API name,
	 * {@code auto} by default
	 * @return its records
	 */
	public static Sample of(String file) throws IOException {
		int colon = file.lastIndexOf(':');
		SampleFormat format = SampleFormat.AUTO;
		Path path = Path.of(file);
		if (colon > 0 && !Files.exists(path)) {
			format = SampleFormat.fromApiName(file.substring(colon + 1));
			path = Path.of(file.substring(0, colon));
		}
		return SPLITTER.split(format, List.of(new SamplePart(path.getFileName().toString(), Files.readAllBytes(path))));
	}

	/**
	 * Splits the files as the parts of one upload, cut to {@link #SWEEP_BYTES}: whole
	 * files first, and the one that crosses the size cut after its last line end before
	 * it. When the cut sample cannot be split, the files are taken whole.
	 * @param files the files
	 * @return the sample
	 */
	static Sample forSweeps(List<Path> files) throws IOException {
		List<SamplePart> whole = new ArrayList<>();
		for (Path file : files) {
			whole.add(new SamplePart(file.getFileName().toString(), Files.readAllBytes(file)));
		}
		try {
			return SPLITTER.split(SampleFormat.AUTO, cut(whole));
		}
		catch (SampleException ex) {
			return whole(files);
		}
	}

	/**
	 * Splits the files, whole, as the parts of one upload.
	 * @param files the files
	 * @return the sample
	 */
	static Sample whole(List<Path> files) throws IOException {
		List<SamplePart> parts = new ArrayList<>();
		for (Path file : files) {
			parts.add(new SamplePart(file.getFileName().toString(), Files.readAllBytes(file)));
		}
		return SPLITTER.split(SampleFormat.AUTO, parts);
	}

	private static List<SamplePart> cut(List<SamplePart> parts) {
		List<SamplePart> cut = new ArrayList<>();
		long left = SWEEP_BYTES;
		for (SamplePart part : parts) {
			byte[] content = part.content();
			if (content.length <= left) {
				cut.add(part);
				left -= content.length;
				continue;
			}
			int end = (int) left;
			while (end > 0 && content[end - 1] != '\n') {
				end--;
			}
			if (end > 0) {
				cut.add(new SamplePart(part.filename(), Arrays.copyOf(content, end)));
			}
			break;
		}
		return cut;
	}

}
