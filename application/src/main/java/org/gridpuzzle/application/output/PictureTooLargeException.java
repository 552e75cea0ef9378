package org.gridpuzzle.application.output;

/**
 * A picture that would be larger than the room given for it, refused before it is drawn: the answer stands without it.
 * The size is counted as the picture would be written, so it is exact, or (when counting stopped at the limit) a
 * size the picture would take at least.
 */
public final class PictureTooLargeException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final long bytes;
    private final boolean atLeast;
    private final long maxBytes;

    /**
     * @param bytes what the picture takes, or at least takes ({@code atLeast})
     * @param maxBytes the most drawn here
     */
    public PictureTooLargeException(long bytes, boolean atLeast, long maxBytes) {
        super("the picture would take " + (atLeast ? "" : "about " + mb(bytes) + ", ") + "more than the " + mb(maxBytes)
                + " a picture may take here");
        this.bytes = bytes;
        this.atLeast = atLeast;
        this.maxBytes = maxBytes;
    }

    public long bytes() {
        return bytes;
    }

    /** Whether {@link #bytes} is a size the picture takes at least (counting stopped there), not its size. */
    public boolean atLeast() {
        return atLeast;
    }

    public long maxBytes() {
        return maxBytes;
    }

    private static String mb(long bytes) {
        if (bytes < 1 << 20) {
            return (bytes + 1023 >> 10) + " KB";
        }
        return bytes >= 10L << 20 ? (bytes >> 20) + " MB" : String.format(java.util.Locale.ROOT, "%.1f MB",
                bytes / (double) (1 << 20));
    }
}
