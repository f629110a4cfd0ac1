#!/usr/bin/env bash
# Makes the demo videos in demo-media/: 16-second 640x360 H.264 (constrained
# baseline) MP4s, each a calm gradient with a title card and a slowly moving
# shape, plus a JPEG poster of each. Needs ffmpeg (Debian: apt-get install
# ffmpeg) and the DejaVu fonts; run it only to change the videos. The results
# are committed, so neither CI nor the server needs ffmpeg. The captions
# (*.vtt) are written by hand beside them and follow the same timing.
set -euo pipefail
cd "$(dirname "$0")/../demo-media"
FONT=${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}
DURATION=16
P='mod(t,16)'

# Box breathing: the dot walks a square, four seconds a side, with the step written under it.
BOX_X="if(lt($P,4),240+40*$P,if(lt($P,8),400,if(lt($P,12),400-40*($P-8),240)))-20"
BOX_Y="if(lt($P,4),120,if(lt($P,8),120+40*($P-4),if(lt($P,12),280,280-40*($P-12))))-20"
step() { echo "drawtext=fontfile=${FONT}:text='$1':fontcolor=white:fontsize=28:x=(w-text_w)/2:y=(h-text_h)/2+20:enable='between($P,$2,$3)'"; }
BOX_STEPS="$(step 'Breathe in' 0 3.99),$(step 'Hold' 4 7.99),$(step 'Breathe out' 8 11.99),$(step 'Hold' 12 16)"

# slug | title | first colour | second colour | dot x | dot y | extra filters
VIDEOS=(
  "box-breathing-in-one-minute|Box breathing|0x2f4858|0x33658a|${BOX_X}|${BOX_Y}|${BOX_STEPS}"
  "desk-stretch-break|A desk stretch break|0x3d5a80|0x98c1d9|300+200*sin(2*PI*t/4)|230|null"
  "wind-down-for-sleep|Winding down for sleep|0x1b1f3b|0x53489a|300|110+170*t/16|null"
  "build-a-balanced-plate|Build a balanced plate|0x386641|0xa7c957|60+480*t/16|230+30*sin(2*PI*t/4)|null"
)

for entry in "${VIDEOS[@]}"; do
  IFS='|' read -r slug title from to dotx doty extra <<<"$entry"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=640x360:c0=${from}:c1=${to}:x0=0:y0=0:x1=640:y1=360:d=${DURATION}:speed=0.01:r=24" \
    -f lavfi -i "color=c=white@0.6:s=40x40:r=24:d=${DURATION},format=rgba" \
    -filter_complex "[0][1]overlay=x='${dotx}':y='${doty}':shortest=1,${extra},\
drawtext=fontfile=${FONT}:text='${title}':fontcolor=white:fontsize=36:x=(w-text_w)/2:y=h*0.06:alpha='if(lt(t,1),t,1)'" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 32 \
    -g 48 -movflags +faststart -an -t "${DURATION}" "${slug}.mp4"
  ffmpeg -hide_banner -loglevel error -y -ss 2.5 -i "${slug}.mp4" -frames:v 1 -q:v 5 "${slug}.jpg"
done
ls -l ./*.mp4 ./*.jpg
