package site.ycsb.config;

import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/** Says in a few words why a file could not be used (Java's own messages often hold only the path). */
public final class IoProblem {
  private IoProblem() {
  }

  public static String describe(Exception e) {
    if (e instanceof NoSuchFileException) {
      return "no such file or directory";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileAlreadyExistsException) {
      return "a file of that name exists";
    }
    if (e instanceof NotDirectoryException) {
      return "a part of the path is not a directory";
    }
    if (e instanceof FileSystemException f && f.getReason() != null) {
      return f.getReason();
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }
}
